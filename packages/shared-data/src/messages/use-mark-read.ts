import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markConversationRead } from './messages-api';
import { messageKeys } from './queries';

/** Marks a conversation read; the header's counts and the list follow the server's answer. */
export function useMarkRead(viewer: string, applicationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [...messageKeys.thread(viewer, applicationId), 'read'],
    mutationFn: () => markConversationRead(applicationId),
    onSuccess: (counts) => {
      client.setQueryData(messageKeys.unread(viewer), counts);
      void client.invalidateQueries({ queryKey: messageKeys.conversations(viewer) });
    },
    onError: (error) => console.error('Marking the conversation read failed', error),
  });
}
