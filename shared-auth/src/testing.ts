// What the tests of every package that uses the session need of it (`@portal/shared-auth/testing`): two
// users, the session as a page load finds it, a stored or signed-in session, and a location whose assign
// can be watched. Test code only: nothing in an app imports it, and it is not a shared module of the
// federation (packages/build-config/federation.mjs names those).
import { NO_PROFILE_FIELDS } from '@portal/contracts/constants';
import type { User } from '@portal/contracts';
import { vi } from 'vitest';
import { useSessionStore } from './session/session-store';

export const seeker: User = {
  _id: 'u1',
  name: 'Jane Seeker',
  email: 'jane@example.test',
  role: 'jobseeker',
  avatar: '',
  resume: '',
  companyName: '',
  companyDescription: '',
  companyLogo: '',
  companySlug: '',
  ...NO_PROFILE_FIELDS,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const employer: User = {
  ...seeker,
  _id: 'u2',
  name: 'Ed Employer',
  email: 'ed@example.test',
  role: 'employeer',
  avatar: 'http://localhost:4000/uploads/ed.png',
  companyName: 'Acme',
};

/** Back to the page-load state (nothing checked yet, loading) with empty storage. */
export function resetSession(): void {
  localStorage.clear();
  useSessionStore.setState({
    user: null,
    token: null,
    loading: true,
    isAuthenticated: false,
    checked: false,
  });
}

/** A stored session in localStorage, as a previous sign-in leaves it (AuthProvider restores it). */
export function storeSession(user: User, token = 'stored-token'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

/** A signed-in user, as a real session is: in storage (the API client reads it) and in the store. */
export function signIn(user: User = seeker, token = 't'): void {
  storeSession(user, token);
  useSessionStore.setState({ user, token, isAuthenticated: true, loading: false, checked: true });
}

/** Signed out, and known to be (the check is done). */
export function signOut(): void {
  useSessionStore.setState({
    user: null,
    token: null,
    isAuthenticated: false,
    loading: false,
    checked: true,
  });
}

/** jsdom's location.assign cannot be spied on; replace `location` with a stub whose assign is a mock. */
export function stubLocation() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
  return assign;
}
