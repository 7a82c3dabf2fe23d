// Public API of @portal/shared-auth (a Module Federation singleton: one session and one client per page).
export {
  apiClient,
  configureApi,
  getApiBaseUrl,
  getErrorMessage,
  preloadApiClient,
  SERVER_ERROR_LOG,
  TIMEOUT_LOG,
  type ApiOptions,
  type SessionRefused,
  type SessionRefusedHandler,
} from './api/api-client';
export {
  readRoleHint,
  readSessionCookies,
  RoleHintProvider,
  ROLE_HINT_COOKIE,
  useHydrated,
  afterHydration,
  beginHydration,
  writeRoleHint,
} from './session/role-hint';
export { authApi, type AuthApi } from './api/auth-api';
export {
  useSessionStore,
  clearSession,
  currentUser,
  getStoredToken,
  viewerUtcOffset,
  verifyStoredSession,
  type SessionState,
  type SessionActions,
  type SessionStore,
} from './session/session-store';
export { configureRequestSession, type RequestSession } from './session/request-session';
export { AuthProvider, useAuth, type AuthContextValue } from './session/auth-provider';
export { refreshUser, useRefreshedUser } from './session/refresh-user';
export { homePathFor, profilePathFor, EMPLOYER_HOME, SEEKER_HOME } from './session/paths';
export { safeReturnPath } from './session/return-path';
export {
  markSessionExpired,
  readSessionNotice,
  clearSessionNotice,
  SESSION_EXPIRED_MESSAGE,
  type SessionNotice,
} from './session/session-notice';
export { RequireAuth, type RequireAuthProps } from './guards/require-auth';
export { useDraft, type Draft, type DraftSource } from './draft/use-draft';
export { canAccess, guardRoutes } from './guards/guard-routes';
export { useAccountSecurity, type AccountSecurityActions } from './account/use-account-security';
// The form validators are at '@portal/shared-auth/validators': stateless, so not part of the singleton
// every page loads (the landing page has no form).
