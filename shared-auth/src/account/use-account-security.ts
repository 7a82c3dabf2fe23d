// A signed-in user's password and sessions, for the profile pages of both remotes (the form itself is
// shared-ui's AccountSecurity): a new password keeps this session going with the token the API returns
// (every other session ends), and "sign out everywhere" ends this one too. It reads the session store at
// the moment of the call, so it works wherever the page is mounted (the site, a standalone page).
import { authApi } from '../api/auth-api';
import { getErrorMessage } from '../api/api-client';
import { useSessionStore } from '../session/session-store';

export interface AccountSecurityActions {
  /** Resolves with the API's message; rejects with an Error carrying its message (`field: …` for a field). */
  changePassword: (values: { currentPassword: string; newPassword: string }) => Promise<string>;
  /** Every session ends; this page then goes where a sign-out goes. */
  signOutEverywhere: () => Promise<void>;
}

const actions: AccountSecurityActions = {
  changePassword: async (values) => {
    try {
      const reply = await authApi.changePassword(values);
      // The old token was refused the moment the password changed: this session goes on with the new one.
      const { user, login } = useSessionStore.getState();
      if (user) login(user, reply.token);
      return reply.message;
    } catch (error) {
      throw new Error(getErrorMessage(error, 'Your password was not changed. Please try again.'), {
        cause: error,
      });
    }
  },
  signOutEverywhere: async () => {
    try {
      await authApi.logoutAll();
    } catch (error) {
      throw new Error(getErrorMessage(error, 'Nothing was changed. Please try again.'), { cause: error });
    }
    useSessionStore.getState().logout();
  },
};

/** The actions, for `<AccountSecurity {...useAccountSecurity()} />` (stable: no re-render needed). */
export function useAccountSecurity(): AccountSecurityActions {
  return actions;
}
