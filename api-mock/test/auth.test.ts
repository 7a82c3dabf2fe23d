import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { TokenService } from '../src/auth/token.js';
import { makePng } from '../src/lib/sample-files.js';
import { bearer, EMPLOYER, login, makeApp, PASSWORD, register, SEEKER, uploadAs } from './helpers.js';

let app: App;
beforeEach(async () => {
  app = await makeApp();
});
afterEach(async () => {
  await app.close();
});

const reg = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/auth/register', payload });
const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Secret123',
  role: 'jobseeker',
  avatar: '',
};

describe('register', () => {
  it('creates a user and replies its fields with a token, never the password', async () => {
    const res = await reg(valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'jobseeker',
      avatar: '',
      resume: '',
    });
    expect(body._id).toMatch(/^[a-f0-9]{24}$/);
    expect(typeof body.token).toBe('string');
    expect(res.body).not.toContain('password');
    const profile = await app.inject({ url: '/api/auth/profile', headers: bearer(body.token) });
    expect(profile.json().email).toBe('ada@example.com');
  });

  it('accepts employers and the avatar uploaded at signup', async () => {
    // The signup form uploads the avatar without a token, then registers with its URL.
    const imageUrl = await uploadAs(app, 'image', null, makePng());
    const res = await reg({ ...valid, email: 'boss@example.com', role: 'employeer', avatar: imageUrl });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ role: 'employeer', avatar: imageUrl });
  });

  it('keeps e-mails unique, case-insensitively', async () => {
    expect((await reg(valid)).statusCode).toBe(201);
    const again = await reg({ ...valid, email: 'ADA@Example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already exists/);
  });

  it.each([
    [{ name: '' }, 'name: Enter full name'],
    [{ name: '   ' }, 'name: Enter full name'],
    [{ name: undefined }, 'name: Enter full name'],
    [{ email: undefined }, 'Email is required'],
    [{ email: 'not-an-email' }, 'email: Enter valid email address'],
    [{ email: 'a b@c.de' }, 'email: Enter valid email address'],
    [{ password: '' }, 'Password is required'],
    [{ password: undefined }, 'Password is required'],
    [{ password: 'Ab1' }, 'password must be atleast 8 characters'],
    [{ password: 'ABCDEFG1' }, 'password must contain at least one lowercase letter'],
    [{ password: 'abcdefg1' }, 'password must contain at least one uppercase letter'],
    [{ password: 'Abcdefgh' }, 'password must contain at least one number'],
    [{ role: undefined }, 'role: Please select a role'],
    [{ role: 'admin' }, 'role: Please select a role'],
    [{ avatar: 'javascript:alert(1)' }, 'avatar: must be an http(s) URL or empty'],
  ])('refuses %j with "%s"', async (change, message) => {
    const res = await reg({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });
});

describe('login', () => {
  it('replies token, role and the user for each demo account', async () => {
    for (const [email, role] of [
      [EMPLOYER, 'employeer'],
      [SEEKER, 'jobseeker'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email, role });
      expect(res.body).not.toMatch(/password/i);
    }
  });

  it('is case-insensitive on the e-mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'Seeker@Demo.TEST', password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('gives a longer-lived token with rememberMe', async () => {
    const short = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEEKER, password: PASSWORD },
    });
    const long = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEEKER, password: PASSWORD, rememberMe: true },
    });
    const exp = (t: string) =>
      JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()).exp -
      JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString()).iat;
    expect(exp(short.json().token)).toBe(24 * 3600);
    expect(exp(long.json().token)).toBe(7 * 24 * 3600);
  });

  it('refuses wrong credentials with 401 and one message for both cases', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: SEEKER, password: 'Wrong1234' },
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@demo.test', password: 'Wrong1234' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password' });
    expect(unknown.json()).toEqual({ message: 'Invalid email or password' });
  });

  it('validates the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bad', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('email: Enter valid email address');
  });

  it('backs off a client after 5 failures on an account (429), not other accounts or clients', async () => {
    const attempt = (email: string, password: string, remoteAddress = '203.0.113.7') =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
    for (let i = 0; i < 5; i++) expect((await attempt(SEEKER, 'Wrong1234')).statusCode).toBe(401);
    const locked = await attempt(SEEKER, PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await attempt(EMPLOYER, PASSWORD)).statusCode).toBe(200);
    // the real user, from another address, still signs in
    expect((await attempt(SEEKER, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });
});

describe('profile and tokens', () => {
  it('replies the signed-in user', async () => {
    const token = await login(app, SEEKER);
    const res = await app.inject({ url: '/api/auth/profile', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(SEEKER);
  });

  it('refuses no token, a bad one, a tampered one and an expired one with 401', async () => {
    const token = await login(app, SEEKER);
    const [h, p] = token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 'x', role: 'employeer', iat: 0, exp: 9e9 })).toString('base64url')}.${token.split('.')[2]}`;
    const expired = new TokenService('another-secret-for-tests', () => 0).issue('x', 'jobseeker');
    for (const headers of [
      {},
      bearer('garbage'),
      bearer(tampered),
      bearer(expired),
      bearer(`${h}.${p}`),
      { authorization: 'Basic abc' },
    ]) {
      const res = await app.inject({ url: '/api/auth/profile', headers });
      expect(res.statusCode).toBe(401);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('says "expired" for an expired token signed with the right secret', async () => {
    const secret = 'a-secret-of-enough-length';
    const own = await makeApp({ tokenSecret: secret });
    try {
      const { token } = await register(own, 'jobseeker');
      const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      // Re-sign the same claims at a time far in the past with the app's secret.
      const old = new TokenService(secret, () => 1000).issue(claims.sub, 'jobseeker');
      const res = await own.inject({ url: '/api/auth/profile', headers: bearer(old) });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/expired/);
    } finally {
      await own.close();
    }
  });
});
