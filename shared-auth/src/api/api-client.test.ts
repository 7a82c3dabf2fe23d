// The API client against a REAL api-mock server on a random port (through jsdom's XMLHttpRequest, i.e. the
// same adapter and CORS path a browser uses).
import type { User } from '@portal/contracts';
import { CLOCK_OFFSET_GLOBAL } from '@portal/contracts/constants';
import { AxiosError } from 'axios';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { DEMO_SEEKER, startApiMock, type ApiMock } from '../test/api-mock-server';
import { resetSession, stubLocation } from '../testing';
import { apiClient, configureApi, getApiBaseUrl, getErrorMessage } from './api-client';
import { authApi } from './auth-api';

let api: ApiMock;
let demo: { token: string; user: Record<string, unknown> };
let assign: ReturnType<typeof stubLocation>;

beforeAll(async () => {
  api = await startApiMock();
  configureApi({ baseURL: api.url });
  demo = await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password);
});
afterAll(async () => {
  await api?.close();
});
beforeEach(() => {
  resetSession();
  assign = stubLocation();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await api.clearFaults();
});

function signIn(token = demo.token) {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(demo.user));
  useSessionStore.getState().checkAuth();
  expect(useSessionStore.getState().isAuthenticated).toBe(true);
}

async function failure(promise: Promise<unknown>): Promise<AxiosError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AxiosError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('the QA clock', () => {
  const offset = () => (globalThis as Record<symbol, unknown>)[Symbol.for(CLOCK_OFFSET_GLOBAL)];

  it("keeps the offset the API's replies name (errors too), where the pages' clock reads it", async () => {
    try {
      await api.moveClock(3);
      await apiClient.get('/api/jobs?limit=1');
      expect(offset()).toBe(3 * 86_400_000);
      await api.moveClock(null);
      await failure(apiClient.get('/api/jobs/000000000000000000000000'));
      expect(offset()).toBe(0);
    } finally {
      await api.moveClock(null);
    }
  });
});

describe('configuration', () => {
  it('is one instance with JSON, a 80000 ms time-out and the configured base URL', () => {
    expect(apiClient.defaults.timeout).toBe(80_000);
    expect(apiClient.defaults.headers['Content-Type']).toBe('application/json');
    expect(getApiBaseUrl()).toBe(api.url);
    configureApi({ baseURL: `${api.url}/` });
    expect(getApiBaseUrl()).toBe(api.url); // trailing slash dropped
  });
});

describe('headers', () => {
  it('sends Authorization: Bearer <stored token>, which the server accepts', async () => {
    signIn();
    const res = await apiClient.get<User>('/api/auth/profile');
    expect(res.status).toBe(200);
    expect(res.config.headers.Authorization).toBe(`Bearer ${demo.token}`);
    expect(res.config.timeout).toBe(80_000);
    expect(res.data.email).toBe(DEMO_SEEKER.email);
  });

  it("adds the host's request headers, asked for at each request; a call's own headers win", async () => {
    let session = 'alice';
    configureApi({ baseURL: api.url, requestHeaders: () => ({ 'X-QA-Session': session }) });
    try {
      const first = await apiClient.get('/health');
      expect(first.config.headers['X-QA-Session']).toBe('alice');
      session = 'bob';
      const second = await apiClient.get('/health');
      expect(second.config.headers['X-QA-Session']).toBe('bob');
      const own = await apiClient.get('/health', { headers: { 'X-QA-Session': 'carol' } });
      expect(own.config.headers['X-QA-Session']).toBe('carol');
    } finally {
      configureApi({ baseURL: api.url });
    }
    const none = await apiClient.get('/health');
    expect(none.config.headers['X-QA-Session']).toBeUndefined();
  });

  it("sends a request to the host's base URL for it, asked for at each request, else the configured one", async () => {
    let current: string | undefined = `${api.url}/`;
    configureApi({ baseURL: 'http://127.0.0.1:9', requestBaseURL: () => current });
    try {
      const asked = await apiClient.get('/health');
      expect(asked.status).toBe(200);
      expect(asked.config.baseURL).toBe(api.url);
      expect(getApiBaseUrl()).toBe(api.url);
      current = undefined;
      expect(getApiBaseUrl()).toBe('http://127.0.0.1:9');
    } finally {
      configureApi({ baseURL: api.url });
    }
  });

  it('sends no Authorization header without a stored token', async () => {
    const res = await apiClient.get('/health');
    expect(res.config.headers.Authorization).toBeUndefined();
  });

  it('sends JSON bodies as application/json', async () => {
    const res = await apiClient.post<{ token: string }>('/api/auth/login', DEMO_SEEKER, {
      skipAuthRedirect: true,
    });
    expect(res.config.headers['Content-Type']).toMatch(/^application\/json/);
    expect(res.data.token).toEqual(expect.any(String));
  });
});

describe('401', () => {
  afterEach(() => configureApi({ baseURL: api.url }));

  it('with a token the server rejects and no handler: clears the session, fails, no navigation', async () => {
    signIn('not-a-valid-token');
    localStorage.setItem('refreshToken', 'r');
    const error = await failure(authApi.getProfile());
    expect(error.response?.status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(assign).not.toHaveBeenCalled();
  });

  it("asks the host's handler with the refused person; false lets the request fail and leaves the session to it", async () => {
    const onSessionRefused = vi.fn(() => false);
    configureApi({ baseURL: api.url, onSessionRefused });
    signIn('not-a-valid-token');
    const error = await failure(authApi.getProfile());
    expect(error.response?.status).toBe(401);
    expect(onSessionRefused).toHaveBeenCalledExactlyOnceWith({ user: demo.user, action: false });
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('tells the host whether the refused request was an action (anything but a GET) or a read', async () => {
    const onSessionRefused = vi.fn(() => false);
    configureApi({ baseURL: api.url, onSessionRefused });
    signIn('not-a-valid-token');
    await failure(authApi.updateProfile({ name: 'Refused' }));
    expect(onSessionRefused).toHaveBeenCalledExactlyOnceWith({ user: demo.user, action: true });
  });

  it('the person signs in again: the refused request is sent again with the new token and succeeds', async () => {
    const onSessionRefused = vi.fn(async () => {
      const { token, user } = await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password);
      useSessionStore.getState().login(user as unknown as User, token);
      return true;
    });
    configureApi({ baseURL: api.url, onSessionRefused });
    signIn('not-a-valid-token');
    const updated = await authApi.updateProfile({ name: 'Signed In Again' });
    expect(updated.name).toBe('Signed In Again');
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
    await authApi.updateProfile({ name: String(demo.user.name) });
  });

  it('requests refused while the handler is pending wait for its one answer', async () => {
    let answer!: (value: boolean) => void;
    const onSessionRefused = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    configureApi({ baseURL: api.url, onSessionRefused });
    signIn('not-a-valid-token');
    const both = Promise.all([authApi.getProfile(), apiClient.get('/api/save-jobs/my')]);
    await vi.waitFor(() => expect(onSessionRefused).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 100)); // the second refusal arrives meanwhile
    const { token, user } = await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password);
    useSessionStore.getState().login(user as unknown as User, token);
    answer(true);
    const [profile, saved] = await both;
    expect(profile.email).toBe(DEMO_SEEKER.email);
    expect(saved.status).toBe(200);
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it('true without a new token is not sent again (never a loop)', async () => {
    const onSessionRefused = vi.fn(() => true);
    configureApi({ baseURL: api.url, onSessionRefused });
    signIn('not-a-valid-token');
    const error = await failure(authApi.getProfile());
    expect(error.response?.status).toBe(401);
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it('a handler that throws: the session is cleared and the request fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureApi({
      baseURL: api.url,
      onSessionRefused: () => {
        throw new Error('no dialog');
      },
    });
    signIn('not-a-valid-token');
    const error = await failure(authApi.getProfile());
    expect(error.response?.status).toBe(401);
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    expect(log).toHaveBeenCalledWith('The session-refused handler failed', expect.any(Error));
  });

  it('a signed-in page whose token has gone is signed out before the request, without a navigation', async () => {
    signIn();
    localStorage.removeItem('token');
    const error = await failure(authApi.getProfile());
    expect(error.response?.status).toBe(401);
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
    expect(assign).not.toHaveBeenCalled();
  });

  it('with skipAuthRedirect (login, register): keeps the session and lets the form show the message', async () => {
    signIn();
    const error = await failure(authApi.login({ email: DEMO_SEEKER.email, password: 'Wrong-pass1' }));
    expect(error.response?.status).toBe(401);
    expect(getErrorMessage(error, 'Login failed Please check your credentials')).not.toBe('');
    expect(localStorage.getItem('token')).toBe(demo.token);
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('without a token: nothing to clear, no navigation', async () => {
    const error = await failure(authApi.getProfile());
    expect(error.response?.status).toBe(401);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('500 and time-out', () => {
  it('logs "Server error. please try again later" on a 500 and re-rejects', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await api.fault({ pattern: '/api/auth/profile', status: 500 });
    signIn();
    const error = await failure(authApi.getProfile());
    expect(error.response?.status).toBe(500);
    expect(log).toHaveBeenCalledWith('Server error. please try again later');
    expect(useSessionStore.getState().isAuthenticated).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('logs "Request timeout. Please try again" when the server is slower than the time-out', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await api.fault({ pattern: '/api/auth/profile', delayMs: 1_500 });
    signIn();
    const saved = apiClient.defaults.timeout;
    apiClient.defaults.timeout = 200; // test hook: the real 80 s would be too long to wait for
    try {
      const error = await failure(authApi.getProfile());
      expect(['ECONNABORTED', 'ETIMEDOUT']).toContain(error.code);
      expect(log).toHaveBeenCalledWith('Request timeout. Please try again');
      expect(log).not.toHaveBeenCalledWith('Server error. please try again later');
    } finally {
      apiClient.defaults.timeout = saved;
    }
  });

  it('does not log for other errors (404)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    const error = await failure(apiClient.get('/api/jobs/does-not-exist'));
    expect(error.response?.status).toBe(404);
    expect(log).not.toHaveBeenCalled();
    expect(getErrorMessage(error, 'fallback')).not.toBe('fallback');
  });
});

describe('authApi', () => {
  it('login returns token, role and the user', async () => {
    const reply = await authApi.login({ ...DEMO_SEEKER, rememberMe: true });
    expect(reply).toMatchObject({ role: 'jobseeker', email: DEMO_SEEKER.email, token: expect.any(String) });
    expect(reply).not.toHaveProperty('password');
  });

  it('register creates an account and returns its token', async () => {
    const email = `new-${Date.now()}@example.test`;
    const reply = await authApi.register({
      name: 'New Person',
      email,
      password: 'Secret123',
      role: 'employeer',
    });
    expect(reply).toMatchObject({ email, role: 'employeer', token: expect.any(String) });
    const again = await failure(
      authApi.register({ name: 'X', email, password: 'Secret123', role: 'jobseeker' }),
    );
    expect(getErrorMessage(again, 'Registration failed. Please try again.')).not.toBe(
      'Registration failed. Please try again.',
    );
  });

  it('getProfile and updateProfile use the session token', async () => {
    const { token, user } = await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password);
    signIn(token);
    const profile = await authApi.getProfile();
    expect(profile._id).toBe(user._id);
    const updated = await authApi.updateProfile({ name: 'Renamed Seeker' });
    expect(updated.name).toBe('Renamed Seeker');
    await authApi.updateProfile({ name: String(user.name) });
  });

  it('uploadImage posts multipart field "image" and returns imageUrl', async () => {
    signIn();
    // The smallest valid PNG (1x1): the server checks uploads by content.
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    const reply = await authApi.uploadImage(new File([png], 'dot.png', { type: 'image/png' }));
    expect(reply.imageUrl).toEqual(expect.any(String));
  });

  it('uploadImage logs and re-throws failures', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn();
    const error = await failure(
      authApi.uploadImage(new File(['not an image'], 'x.png', { type: 'image/png' })),
    );
    expect(error.response?.status).toBeGreaterThanOrEqual(400);
    expect(log).toHaveBeenCalledWith('Image upload failed', error);
  });
});

describe('getErrorMessage', () => {
  it('falls back for errors without a server message', () => {
    expect(getErrorMessage(new Error('boom'), 'fallback')).toBe('fallback');
    expect(getErrorMessage(undefined, 'fallback')).toBe('fallback');
    expect(getErrorMessage('nope', 'fallback')).toBe('fallback');
  });
});

describe('logout', () => {
  const profileStatus = async (token: string) =>
    (await fetch(`${api.url}/api/auth/profile`, { headers: { Authorization: `Bearer ${token}` } })).status;

  it('revokes the token at the API through the one client, then loads /', async () => {
    const { token } = await api.tokenFor(DEMO_SEEKER.email, DEMO_SEEKER.password);
    signIn(token);
    expect(await profileStatus(token)).toBe(200);
    useSessionStore.getState().logout();
    expect(useSessionStore.getState().isAuthenticated).toBe(false);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    await vi.waitFor(async () => expect(await profileStatus(token)).toBe(401));
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('an API that cannot be reached still logs out; no token, no request', async () => {
    configureApi({ baseURL: 'http://127.0.0.1:9' });
    try {
      signIn();
      useSessionStore.getState().logout();
      await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
      expect(useSessionStore.getState().isAuthenticated).toBe(false);
      useSessionStore.getState().logout(); // nothing stored any more: straight to /
      expect(assign).toHaveBeenCalledTimes(2);
    } finally {
      configureApi({ baseURL: api.url });
    }
  });
});
