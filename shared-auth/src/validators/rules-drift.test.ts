// The rules-drift test: for every shared rule, the message a client validator shows and the message the real
// API server answers with (driven through Fastify's app.inject, no network) must be the same words. The
// server names the field first ("title: Job title is required"); that prefix is not part of the rule.
import { DEMO } from '@portal/api-mock/demo-accounts';
import { checkJobFields, RULE_MESSAGES, type JobRuleErrors } from '@portal/contracts/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  validateAvatar,
  validateEmail,
  validateFullName,
  validatePassword,
  validateResumeFile,
  validateRole,
} from './index';

interface InjectReply {
  statusCode: number;
  json(): { message?: string; token?: string };
}
interface InjectableApp {
  ready(): Promise<unknown>;
  close(): Promise<unknown>;
  inject(request: {
    method: string;
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }): Promise<InjectReply>;
}
interface ApiMockModule {
  buildApp(options: { seed: boolean; qa: boolean; scryptCost: number }): InjectableApp;
}

// Imported by name at run time so that this package's typecheck does not compile api-mock's sources.
const API_MOCK = '@portal/api-mock';
const MB = 1024 * 1024;

let app: InjectableApp;
let employerToken: string;

beforeAll(async () => {
  const { buildApp } = (await import(/* @vite-ignore */ API_MOCK)) as ApiMockModule;
  app = buildApp({ seed: true, qa: false, scryptCost: 1024 });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO.employer });
  employerToken = login.json().token ?? '';
});
afterAll(async () => {
  await app?.close();
});

/** The server's message without its leading "field: ". */
async function serverMessage(reply: Promise<InjectReply>): Promise<string> {
  const { statusCode, json } = await reply;
  expect(statusCode).toBeGreaterThanOrEqual(400);
  expect(statusCode).toBeLessThan(500);
  return (json().message ?? '').replace(/^[A-Za-z.]+: /, '');
}

const validAccount = {
  name: 'Rule Tester',
  email: 'rules@example.test',
  password: 'Secret123',
  role: 'jobseeker',
};
const register = (change: Record<string, unknown>) =>
  serverMessage(
    app.inject({ method: 'POST', url: '/api/auth/register', payload: { ...validAccount, ...change } }),
  );

const account: [rule: string, client: () => string, server: () => Promise<string>][] = [
  ['emailRequired', () => validateEmail(''), () => register({ email: '' })],
  ['emailRequired (absent)', () => validateEmail(undefined), () => register({ email: undefined })],
  ['emailInvalid', () => validateEmail('rules@example'), () => register({ email: 'rules@example' })],
  ['passwordRequired', () => validatePassword(''), () => register({ password: '' })],
  ['passwordLength', () => validatePassword('Ab1'), () => register({ password: 'Ab1' })],
  ['passwordLowercase', () => validatePassword('ABCDEFG1'), () => register({ password: 'ABCDEFG1' })],
  ['passwordUppercase', () => validatePassword('abcdefg1'), () => register({ password: 'abcdefg1' })],
  ['passwordNumber', () => validatePassword('Abcdefgh'), () => register({ password: 'Abcdefgh' })],
  ['fullNameRequired', () => validateFullName('  '), () => register({ name: '  ' })],
  ['fullNameRequired (empty)', () => validateFullName(''), () => register({ name: '' })],
  ['roleRequired', () => validateRole(undefined), () => register({ role: undefined })],
  ['roleRequired (unknown)', () => validateRole('admin'), () => register({ role: 'admin' })],
];

describe('account rules: client and server say the same', () => {
  it.each(account)('%s', async (_rule, client, server) => {
    const expected = client();
    expect(expected).not.toBe('');
    expect(await server()).toBe(expected);
  });
});

/** A multipart body with one file part, as a browser sends it. */
function multipart(field: string, name: string, type: string, content: Buffer) {
  const boundary = '----rules-drift';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (url: string, field: string, name: string, type: string, content: Buffer) => {
  const body = multipart(field, name, type, content);
  const headers = { ...body.headers, authorization: `Bearer ${employerToken}` };
  return serverMessage(app.inject({ method: 'POST', url, payload: body.payload, headers }));
};
const sizedFile = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('file rules: client and server say the same', () => {
  it('avatarType', async () => {
    const client = validateAvatar(sizedFile('anim.gif', 'image/gif', GIF.length));
    expect(client).toBe(RULE_MESSAGES.avatarType);
    expect(await upload('/api/auth/upload-image', 'image', 'anim.gif', 'image/gif', GIF)).toBe(client);
  });

  it('avatarSize', async () => {
    const size = 5 * MB + 1;
    const client = validateAvatar(sizedFile('big.png', 'image/png', size));
    expect(client).toBe(RULE_MESSAGES.avatarSize);
    const content = Buffer.concat([PNG_HEADER, Buffer.alloc(size - PNG_HEADER.length)]);
    expect(await upload('/api/auth/upload-image', 'image', 'big.png', 'image/png', content)).toBe(client);
  });

  it('resumeType', async () => {
    const client = validateResumeFile(sizedFile('cv.txt', 'text/plain', 5));
    expect(client).toBe(RULE_MESSAGES.resumeType);
    const text = Buffer.from('hello');
    expect(await upload('/api/auth/upload-file', 'file', 'cv.txt', 'text/plain', text)).toBe(client);
  });

  it('resumeSize', async () => {
    const size = 10 * MB + 1;
    const client = validateResumeFile(sizedFile('cv.pdf', 'application/pdf', size));
    expect(client).toBe(RULE_MESSAGES.resumeSize);
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9)]);
    expect(await upload('/api/auth/upload-file', 'file', 'cv.pdf', 'application/pdf', content)).toBe(client);
  });
});

// The employer's post-job form validates with checkJobFields (employer-remote's validate-job-form maps its
// field names onto it), so these are the messages that form shows.
const validJob = {
  title: 'Rules Engineer',
  location: 'Lisbon',
  category: 'Engineering',
  type: 'Full-Time',
  description: 'Keep the rules in one place.',
  requirements: 'Care.',
  salaryMin: 50000,
  salaryMax: 80000,
};
const job: [rule: string, field: keyof JobRuleErrors, change: Record<string, unknown>][] = [
  ['jobTitleRequired', 'title', { title: '   ' }],
  ['jobTitleRequired (empty)', 'title', { title: '' }],
  ['jobLocationRequired', 'location', { location: ' ' }],
  ['jobLocationRequired (empty)', 'location', { location: '' }],
  ['jobCategoryRequired', 'category', { category: '' }],
  ['jobCategoryRequired (absent)', 'category', { category: undefined }],
  ['jobTypeRequired', 'type', { type: undefined }],
  ['jobDescriptionRequired', 'description', { description: ' ' }],
  ['jobRequirementsRequired', 'requirements', { requirements: '' }],
  ['salaryRequired', 'salary', { salaryMin: undefined }],
  ['salaryRequired (max)', 'salary', { salaryMax: undefined }],
  ['salaryNegative', 'salary', { salaryMin: -1 }],
  ['salaryOrder', 'salary', { salaryMin: 80000, salaryMax: 80000 }],
  ['salaryOrder (reversed)', 'salary', { salaryMin: 90000, salaryMax: 80000 }],
];

describe('job rules: the post-job form and the server say the same', () => {
  it.each(job)('%s', async (_rule, field, change) => {
    const body = { ...validJob, ...change };
    const expected = checkJobFields(body)[field] ?? '';
    expect(expected).not.toBe('');
    const reply = app.inject({
      method: 'POST',
      url: '/api/jobs',
      payload: body,
      headers: { authorization: `Bearer ${employerToken}` },
    });
    expect(await serverMessage(reply)).toBe(expected);
  });
});
