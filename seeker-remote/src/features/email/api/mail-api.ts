// E-mail's calls: the signed-in user's preferences per kind, what an unsubscribe link is about and its
// switch (no sign-in: the link's signed token names the user and the kind), and the verification link.
import type {
  MailPreferencesBody,
  MailPreferencesReply,
  UnsubscribeReply,
  VerifyEmailReply,
} from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';
import { EVERYONE, resourceKeys } from '@portal/shared-data';
import { queryOptions } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/query-keys';

const keys = resourceKeys(QUERY_ROOTS.mail);

export const mailKeys = {
  preferences: (viewer: string) => keys.key('preferences', viewer),
  /** What an unsubscribe link is about: its signed token says whose it is, whoever opens it. */
  unsubscribe: (token: string) => keys.key('unsubscribe', EVERYONE, token),
};

/** GET /api/mail/preferences */
export function mailPreferencesQuery(viewer: string) {
  return queryOptions({
    queryKey: mailKeys.preferences(viewer),
    queryFn: async ({ signal }) =>
      (await apiClient.get<MailPreferencesReply>(API_PATHS.mailPreferences, { signal })).data,
  });
}

/** PUT /api/mail/preferences: only the kinds named change. */
export async function saveMailPreferences(body: MailPreferencesBody): Promise<MailPreferencesReply> {
  return (await apiClient.put<MailPreferencesReply>(API_PATHS.mailPreferences, body)).data;
}

/** GET /api/mail/unsubscribe?token=: which kind of e-mail to which (partly hidden) address. */
export function unsubscribeQuery(token: string) {
  return queryOptions({
    queryKey: mailKeys.unsubscribe(token),
    queryFn: async ({ signal }) =>
      (await apiClient.get<UnsubscribeReply>(API_PATHS.unsubscribe, { params: { token }, signal })).data,
    retry: false,
  });
}

/** POST /api/mail/unsubscribe?token=: off, or on again (`subscribed: true`). */
export async function setSubscribed(token: string, subscribed: boolean): Promise<UnsubscribeReply> {
  return (
    await apiClient.post<UnsubscribeReply>(API_PATHS.unsubscribe, { subscribed }, { params: { token } })
  ).data;
}

/** POST /api/auth/verify-email: the token of the verification e-mail's link. */
export async function verifyEmail(token: string): Promise<VerifyEmailReply> {
  return (await apiClient.post<VerifyEmailReply>(API_PATHS.verifyEmail, { token })).data;
}

/** POST /api/auth/verify-email/resend (signed in). */
export async function resendVerification(): Promise<VerifyEmailReply> {
  return (await apiClient.post<VerifyEmailReply>(API_PATHS.resendVerification)).data;
}
