import type { MailPreferencesBody, MailPreferencesReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/mail/preferences: the employer's kinds of e-mail, on or off, and how new applications come. */
export async function getMailPreferences(signal?: AbortSignal): Promise<MailPreferencesReply> {
  return (await apiClient.get<MailPreferencesReply>(API_PATHS.mailPreferences, { signal })).data;
}

/** PUT /api/mail/preferences. */
export async function setMailPreferences(body: MailPreferencesBody): Promise<MailPreferencesReply> {
  return (await apiClient.put<MailPreferencesReply>(API_PATHS.mailPreferences, body)).data;
}
