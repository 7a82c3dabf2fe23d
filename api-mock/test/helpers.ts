import { QA_TOKEN_HEADER, type Role } from '@portal/contracts/constants';
import type { JobBody, User } from '@portal/contracts';
import { buildApp, type App, type BuildAppOptions } from '../src/app.js';
import type { Transport } from 'nodemailer';

import { DEMO_EMPLOYER_EMAIL, DEMO_PASSWORD, DEMO_SEEKER_EMAIL } from '../src/seed/demo-accounts.js';

export const PASSWORD = DEMO_PASSWORD;
export const EMPLOYER = DEMO_EMPLOYER_EMAIL;
export const SEEKER = DEMO_SEEKER_EMAIL;
export const OTHER_EMPLOYER = 'talent@northwind.test';

export const QA_TOKEN = 'test-qa-token-0123456789';

/** A fresh in-memory app with the (small) seed; a low scrypt cost keeps the suite fast. */
export async function makeApp(options: BuildAppOptions = {}): Promise<App> {
  const app = buildApp({ seed: true, scryptCost: 1024, qaToken: QA_TOKEN, ...options });
  await app.ready();
  return app;
}

export interface RouteInfo {
  method: string;
  url: string;
}

/**
 * A fresh app (as makeApp) and every route it registers, as Fastify announces them (onRoute): the suites
 * that walk every route (permission matrix, fuzz) fail when a new route has no row.
 */
export async function makeAppWithRoutes(
  options: BuildAppOptions = {},
): Promise<{ app: App; routes: RouteInfo[] }> {
  const app = buildApp({ seed: true, scryptCost: 1024, qaToken: QA_TOKEN, ...options });
  const routes: RouteInfo[] = [];
  // Added before the plugins load, so it sees the routes of every plugin, encapsulated ones included.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await app.ready();
  return { app, routes };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** The header every /__qa call needs. */
export const qaHeader = { [QA_TOKEN_HEADER]: QA_TOKEN };

/** Calls a QA control with the QA token. */
export function qa(app: App, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: qaHeader,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function login(app: App, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

let counter = 0;
/**
 * A new account. An employer's company is named `<name> Co` (a job goes out only under a company's name),
 * unless `company` says otherwise ('' leaves it unnamed, as right after signing up).
 */
export async function register(
  app: App,
  role: Role,
  name = 'Test User',
  { company = `${name} Co` }: { company?: string } = {},
): Promise<{ token: string; user: User }> {
  counter++;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      name,
      email: `user${counter}-${Date.now()}@test.dev`,
      password: 'Secret123',
      role,
      avatar: '',
    },
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  const { token, ...user } = res.json();
  if (role !== 'employeer' || !company) return { token, user };
  const named = await app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: bearer(token),
    payload: { companyName: company },
  });
  if (named.statusCode !== 200) throw new Error(`company name: ${named.statusCode} ${named.body}`);
  return { token, user: named.json() };
}

export const jobBody = (over: Partial<JobBody> = {}): JobBody => ({
  title: 'Quantum Widget Engineer',
  location: 'Lisbon, Portugal',
  category: 'Engineering',
  type: 'Full-Time',
  description: 'Build widgets with C++ (and love it).',
  requirements: '- 3 years of widgets',
  salaryMin: 50000,
  salaryMax: 90000,
  ...over,
});

export async function postJob(
  app: App,
  token: string,
  over: Partial<JobBody> = {},
): Promise<{ _id: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: bearer(token),
    payload: jobBody(over),
  });
  if (res.statusCode !== 201) throw new Error(`post job: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface Multipart {
  payload: Buffer;
  headers: Record<string, string>;
}

export function multipart(
  field: string,
  filename: string,
  contentType: string,
  data: Buffer,
  extra: Record<string, string> = {},
): Multipart {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...extra },
  };
}

/** Uploads an image (`upload-image`, token optional) or a resume (`upload-file`); returns its URL. */
export async function uploadAs(app: App, kind: 'image' | 'file', token: string | null, data: Buffer) {
  const m = multipart(kind, kind === 'image' ? 'a.png' : 'cv.pdf', 'application/octet-stream', data);
  const res = await app.inject({
    method: 'POST',
    url: kind === 'image' ? '/api/auth/upload-image' : '/api/auth/upload-file',
    headers: { ...m.headers, ...(token ? bearer(token) : {}) },
    payload: m.payload,
  });
  if (res.statusCode !== 200) throw new Error(`upload ${kind}: ${res.statusCode} ${res.body}`);
  return (kind === 'image' ? res.json().imageUrl : res.json().fileUrl) as string;
}

/** A real 1x1 baseline JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

export interface Captured {
  raw: string;
  to: string[];
}

/**
 * A nodemailer transport that keeps every message it is given (the raw MIME, as an SMTP server gets it),
 * or fails / never answers as told for each attempt.
 */
export function captureTransport(behave: (attempt: number) => 'ok' | 'fail' | 'hang' = () => 'ok') {
  const sent: Captured[] = [];
  let attempts = 0;
  const transport: Transport = {
    name: 'capture',
    version: '1',
    send(mail, callback) {
      const how = behave(++attempts);
      if (how === 'hang') return;
      if (how === 'fail') {
        callback(new Error('421 4.3.2 Service not available'), undefined as never);
        return;
      }
      mail.message.build((err, raw) => {
        if (err) return callback(err, undefined as never);
        sent.push({ raw: raw.toString(), to: mail.message.getEnvelope().to });
        callback(null, { messageId: mail.message.messageId() } as never);
      });
    },
  };
  return { transport, sent, attempts: () => attempts };
}
