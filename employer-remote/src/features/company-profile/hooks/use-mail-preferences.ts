// The employer's e-mail preferences, read once for the page and saved as soon as one is changed (each
// control of Company Profile's "E-mail notifications" has its own save, and they share what was read).
import type { MailPreferencesBody } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { logAndRethrow } from '@portal/shared-data';
import { queryKeys } from '../../../lib/query-keys';
import { useEmployerViewer } from '../../../lib/viewer';
import { getMailPreferences, setMailPreferences } from '../api/mail-preferences';

export function useMailPreferences() {
  const client = useQueryClient();
  const viewer = useEmployerViewer();
  const preferences = useQuery({
    queryKey: queryKeys.mailPreferences(viewer),
    queryFn: ({ signal }) =>
      getMailPreferences(signal).catch(logAndRethrow('Failed to load the e-mail preferences')),
  });
  const save = useMutation({
    mutationFn: (body: MailPreferencesBody) => setMailPreferences(body),
    onSuccess: (reply) => client.setQueryData(queryKeys.mailPreferences(viewer), reply),
  });
  return { preferences, save };
}
