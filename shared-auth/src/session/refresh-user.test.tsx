// The browser's copy of the account against a REAL api-mock: an old copy (from before the address was
// confirmed and a resume uploaded elsewhere) is brought up to date when a page that shows it opens.
import type { User } from '@portal/contracts';
import { render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '../api/api-client';
import { DEMO_SEEKER, startApiMock, type ApiMock } from '../test/api-mock-server';
import { resetSession } from '../testing';
import { refreshUser, useRefreshedUser } from './refresh-user';
import { useSessionStore } from './session-store';

let api: ApiMock;
let demo: { token: string; user: Record<string, unknown> };

beforeAll(async () => {
  api = await startApiMock();
  configureApi({ baseURL: api.url });
  demo = await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password);
});
afterAll(async () => {
  configureApi({ baseURL: '' });
  await api?.close();
});
beforeEach(() => resetSession());

/** Signs in with a copy of the account as it was long ago: not verified, no resume. */
function signInWithOldCopy() {
  const old = { ...demo.user, emailVerified: false, resume: '', resumeName: '', name: 'Old Name' };
  localStorage.setItem('token', demo.token);
  localStorage.setItem('user', JSON.stringify(old));
  useSessionStore.getState().checkAuth();
}

function Page() {
  useRefreshedUser();
  const user = useSessionStore((s) => s.user);
  return <p>{user ? `${user.name} ${user.emailVerified ? 'verified' : 'not verified'}` : 'nobody'}</p>;
}

describe('the browser copy of the account', () => {
  it('a page that shows it reads it from the server when it opens, and keeps it (storage too)', async () => {
    signInWithOldCopy();
    const { container } = render(<Page />);
    const server = demo.user as unknown as User;
    await waitFor(() => expect(container).toHaveTextContent(`${server.name} verified`));
    expect(useSessionStore.getState().user).toMatchObject({ resume: server.resume, emailVerified: true });
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      name: server.name,
      emailVerified: true,
    });
  });

  it('a read that answers after someone else signed in is not written into their session', async () => {
    signInWithOldCopy();
    const reading = refreshUser({ force: true });
    // Someone else is the page's user by the time the answer comes (the request carries the stored token).
    const other: User = { ...(demo.user as unknown as User), _id: 'someone-else', name: 'Someone Else' };
    useSessionStore.setState({ user: other });
    await reading;
    expect(useSessionStore.getState().user).toMatchObject({ _id: 'someone-else', name: 'Someone Else' });
  });

  it('nobody signed in: nothing is asked', async () => {
    await refreshUser({ force: true });
    expect(useSessionStore.getState().user).toBeNull();
  });
});
