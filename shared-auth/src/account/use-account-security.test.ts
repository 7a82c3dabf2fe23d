// The profile's password actions against a REAL api-mock: a new password keeps this session (with the
// token the API returns) and ends the others; a wrong current password is the API's field message;
// "sign out everywhere" ends this session too.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-client';
import { useSessionStore } from '../session/session-store';
import { DEMO_SEEKER, startApiMock, type ApiMock } from '../test/api-mock-server';
import { resetSession, stubLocation } from '../testing';
import { useAccountSecurity } from './use-account-security';

let api: ApiMock;
let assign: ReturnType<typeof stubLocation>;

beforeAll(async () => {
  api = await startApiMock();
  configureApi({ baseURL: api.url });
});
afterAll(async () => {
  configureApi({ baseURL: '' });
  await api?.close();
});
beforeEach(() => {
  resetSession();
  assign = stubLocation();
});
afterEach(() => vi.unstubAllGlobals());

const profileStatus = async (token: string) =>
  (await fetch(`${api.url}/api/auth/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;

/** Signs this "browser" in as the demo seeker (the password as the seed has it, or `password`). */
async function signIn(password = DEMO_SEEKER.password) {
  const { token, user } = await api.tokenFor(DEMO_SEEKER.email, password);
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
  useSessionStore.getState().checkAuth();
  return token;
}

describe('useAccountSecurity', () => {
  it('a new password: this session goes on with the new token, another device is signed out', async () => {
    const elsewhere = (await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password)).token;
    const here = await signIn();
    const { changePassword } = useAccountSecurity();

    await expect(
      changePassword({ currentPassword: 'Wrong1234', newPassword: 'Brandnew123' }),
    ).rejects.toThrow('currentPassword: Your current password is not right');
    expect(useSessionStore.getState().token).toBe(here);

    const message = await changePassword({
      currentPassword: DEMO_SEEKER.password,
      newPassword: 'Brandnew123',
    });
    expect(message).toBe('Your password is changed. Every other device is signed out.');
    const now = useSessionStore.getState();
    expect(now).toMatchObject({ isAuthenticated: true });
    expect(now.token).not.toBe(here);
    expect(localStorage.getItem('token')).toBe(now.token);
    expect(await profileStatus(now.token!)).toBe(200);
    expect(await profileStatus(elsewhere)).toBe(401);
    expect(assign).not.toHaveBeenCalled();

    // Back to the seed's password, for the next test.
    await changePassword({ currentPassword: 'Brandnew123', newPassword: DEMO_SEEKER.password });
  });

  it('sign out everywhere: every session ends, this one too, and the page goes where a sign-out goes', async () => {
    const elsewhere = (await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password)).token;
    const here = await signIn();
    await useAccountSecurity().signOutEverywhere();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(await profileStatus(here)).toBe(401);
    expect(await profileStatus(elsewhere)).toBe(401);
  });
});
