// The employer's e-mail preferences, read once for the page and saved as soon as one is changed (each
// control of Company Profile's "E-mail notifications" has its own save, and they share what was read).
import type { MailPreferencesBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logAndRethrow } from '@portal/shared-data';
import { queryKeys } from '../../../lib/query-keys';
import { getMailPreferences, setMailPreferences } from '../api/mail-preferences';

export function useMailPreferences() {
  const client = useQueryClient();
  const preferences = useQuery({
    queryKey: queryKeys.mailPreferences,
    queryFn: ({ signal }) =>
      getMailPreferences(signal).catch(logAndRethrow('Failed to load the e-mail preferences')),
  });
  const save = useMutation({
    mutationFn: (body: MailPreferencesBody) => setMailPreferences(body),
    onSuccess: (reply) => client.setQueryData(queryKeys.mailPreferences, reply),
  });
  return { preferences, save };
}
