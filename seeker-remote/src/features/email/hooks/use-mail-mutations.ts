// E-mail's writes as mutations: a preference switched, an unsubscribe link's switch, the verification
// link opened, a new verification e-mail asked for. Each puts the server's answer where the pages read it.
import type { MailKind } from '@portal/contracts/constants';
import { authApi, refreshUser, useSessionStore } from '@portal/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mailKeys,
  resendVerification,
  saveMailPreferences,
  setSubscribed,
  verifyEmail,
} from '../api/mail-api';

export interface MailSwitch {
  kind: MailKind;
  on: boolean;
  /** How the page names the kind ("Job alert"), for what it says once saved. */
  label: string;
}

/** One kind of e-mail switched on or off: the preferences become the server's answer. */
export function useSaveMailPreference(viewer: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, on }: MailSwitch) => saveMailPreferences({ [kind]: on }),
    onSuccess: (data) => client.setQueryData(mailKeys.preferences(viewer), data),
  });
}

/** An unsubscribe link's switch (off with the link alone, on again only for the signed-in owner). */
export function useSetSubscribed(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscribed: boolean) => setSubscribed(token, subscribed),
    onSuccess: (data) => client.setQueryData(mailKeys.unsubscribe(token), data),
  });
}

/** Confirms the address of a verification link; a signed-in session learns it at once. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    // The link may be another account's than the one signed in here: the session asks whose it is.
    onSuccess: () => {
      const { isAuthenticated, updateUser } = useSessionStore.getState();
      if (isAuthenticated)
        void authApi
          .getProfile()
          .then((user) => updateUser({ emailVerified: user.emailVerified }))
          .catch(() => undefined);
    },
  });
}

/** Sends the verification e-mail again. */
export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    // Confirmed meanwhile (the link opened in another browser): this copy of the account learns it.
    onSuccess: (reply) => {
      if (reply.emailVerified) void refreshUser({ force: true });
    },
  });
}
