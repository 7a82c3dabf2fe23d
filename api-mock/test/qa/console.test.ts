// The QA console's files: served at /__qa (the start banner's link) without the token, which they do not
// contain, with a policy that lets the page run only its own script and style, talk only to this origin
// and never be framed; absent when the QA controls are off.
import { MAIL_STATUSES } from '@portal/contracts';
import { MAIL_KIND_INFO, MAIL_KINDS } from '@portal/contracts/constants';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { makeApp } from '../helpers.js';

const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
const fresh = async (options = {}) => {
  const app = await makeApp(options);
  apps.push(app);
  return app;
};

describe('QA console files', () => {
  it('serves the page, its script and its style with strict headers', async () => {
    const app = await fresh();
    const page = await app.inject({ url: '/__qa' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>QA console · api-mock</title>');
    expect(page.body).toContain('<script type="module" src="/__qa/console.mjs"></script>');
    const csp = String(page.headers['content-security-policy']);
    for (const rule of [
      "default-src 'none'",
      "script-src 'self'",
      "connect-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(rule);
    }
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    const script = await app.inject({ url: '/__qa/console.mjs' });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain("'x-qa-token'");
    // Replies are written as text, never as markup.
    expect(script.body).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
    const style = await app.inject({ url: '/__qa/console.css' });
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    // The page holds no secret: the token it asks for is nowhere in what it is sent.
    for (const res of [page, script, style]) expect(res.body).not.toContain('test-qa-token');
  });

  it("offers the outbox's kinds and statuses the API knows, with the kinds' labels", async () => {
    const app = await fresh();
    const page = (await app.inject({ url: '/__qa' })).body;
    expect(page).not.toContain('<!-- mail');
    for (const status of MAIL_STATUSES)
      expect(page).toContain(`<option value="${status}">${status}</option>`);
    for (const kind of MAIL_KINDS)
      expect(page).toContain(`<option value="${kind}">${MAIL_KIND_INFO[kind].label}</option>`);
  });

  it('is left out of the journal and out of the OpenAPI document', async () => {
    const app = await fresh();
    await app.inject({ url: '/__qa' });
    await app.inject({ url: '/api/jobs?limit=1' });
    const journal = (
      await app.inject({ url: '/__qa/journal', headers: { 'x-qa-token': 'test-qa-token-0123456789' } })
    ).json();
    expect(journal.map((e: { path: string }) => e.path)).toEqual(['/api/jobs?limit=1']);
    const spec = (await app.inject({ url: '/openapi.json' })).json();
    expect(Object.keys(spec.paths).filter((p) => p === '/__qa' || p.startsWith('/__qa/console'))).toEqual([]);
  });

  it('is absent when the QA controls are off', async () => {
    const app = await fresh({ qa: false });
    expect((await app.inject({ url: '/__qa' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/__qa/console.mjs' })).statusCode).toBe(404);
  });
});
