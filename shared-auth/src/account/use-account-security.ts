// A signed-in user's password and sessions, for the profile pages of both remotes (the form itself is
// shared-ui's AccountSecurity): a new password keeps this session going with the token the API returns
// (every other session ends), and "sign out everywhere" ends this one too.
import { authApi } from '../api/auth-api';
import { getErrorMessage } from '../api/api-client';
import { useAuth } from '../session/auth-provider';

export interface AccountSecurityActions {
  /** Resolves with the API's message; rejects with an Error carrying its message (`field: …` for a field). */
  changePassword(values: { currentPassword: string; newPassword: string }): Promise<string>;
  /** Every session ends; this page then goes where a sign-out goes. */
  signOutEverywhere(): Promise<void>;
}

export function useAccountSecurity(): AccountSecurityActions {
  const { user, login, logout } = useAuth();
  return {
    async changePassword(values) {
      try {
        const reply = await authApi.changePassword(values);
        if (user) login(user, reply.token);
        return reply.message;
      } catch (error) {
        throw new Error(getErrorMessage(error, 'Your password was not changed. Please try again.'));
      }
    },
    async signOutEverywhere() {
      try {
        await authApi.logoutAll();
      } catch (error) {
        throw new Error(getErrorMessage(error, 'Nothing was changed. Please try again.'));
      }
      logout();
    },
  };
}
