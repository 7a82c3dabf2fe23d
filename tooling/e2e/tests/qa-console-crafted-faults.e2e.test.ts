// Crafted fault replies from the QA console, as a tester adds them: a status with its own headers and a
// JSON or text body is exactly what the API then answers (also on an endpoint no route has yet), and a
// body that is not JSON or a header line without a name is refused in the form, saying what to fix.
import { expect, inject, test } from 'vitest';
import { browserSuite, expectAxeClean, listFaults, URLS } from '../src/harness';

const { open } = browserSuite();

async function openConsole() {
  const page = await open();
  await page.goto(`${URLS.api}/__qa`);
  await page.getByLabel('QA token').fill(inject('qaToken'));
  await page.getByRole('button', { name: 'Open the console' }).click();
  await page.getByText('No faults: every call goes through.').waitFor();
  return page;
}

test('a fault with a header and a JSON body, added from the console, is what the API replies', async () => {
  const page = await openConsole();
  const form = page.getByRole('form', { name: 'Add a fault' });
  await form.getByLabel('Path', { exact: true }).fill('keyword=qzcrafted');
  await form.getByLabel('Method').selectOption('GET');
  await form.getByLabel('Status').fill('429');
  // The crafted body's field shows once a crafted body is chosen, and the message's goes.
  expect(await form.getByLabel('Body to send').isVisible()).toBe(false);
  await form.getByLabel('Reply body').selectOption('json');
  expect(await form.getByLabel('Message').isVisible()).toBe(false);

  const error = page.locator('#fault-error');
  await form.getByLabel('Body to send').fill('{"message": ');
  await form.getByRole('button', { name: 'Add fault' }).click();
  await error.getByText(/^Body to send: not JSON/).waitFor();
  await form.getByLabel('Body to send').fill('{"message": "Too many searches", "retryIn": 30}');
  await form.getByLabel('Reply headers').fill('no colon here');
  await form.getByRole('button', { name: 'Add fault' }).click();
  await error.getByText('Reply headers: write each as Name: value (“no colon here”)').waitFor();
  expect(await listFaults()).toEqual([]);

  await form.getByLabel('Reply headers').fill('Retry-After: 30\nX-Crafted: yes');
  await form.getByRole('button', { name: 'Add fault' }).click();
  await page.getByRole('button', { name: 'Remove the fault on keyword=qzcrafted' }).waitFor();
  await page
    .getByRole('cell', { name: /^429, Retry-After: 30, X-Crafted: yes · \{"message":"Too many/ })
    .waitFor();
  await expectAxeClean(page, 'QA console: a crafted fault');

  const reply = await fetch(`${URLS.api}/api/jobs?keyword=qzcrafted`);
  expect(reply.status).toBe(429);
  expect(reply.headers.get('retry-after')).toBe('30');
  expect(reply.headers.get('x-crafted')).toBe('yes');
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await reply.json()).toEqual({ message: 'Too many searches', retryIn: 30 });
  // Another search is the route's.
  expect((await fetch(`${URLS.api}/api/jobs?keyword=react`)).status).toBe(200);
});

test('a fault with a text body on an endpoint not built yet, added from the console', async () => {
  const page = await openConsole();
  const form = page.getByRole('form', { name: 'Add a fault' });
  await form.getByLabel('Path', { exact: true }).fill('/api/not-yet-built');
  await form.getByLabel('Status').fill('503');
  await form.getByLabel('Reply body').selectOption('text');
  await form.getByLabel('Body to send').fill('Down for maintenance');
  await form.getByLabel('Times').fill('1');
  await form.getByRole('button', { name: 'Add fault' }).click();
  await page.getByRole('button', { name: 'Remove the fault on /api/not-yet-built' }).waitFor();

  const reply = await fetch(`${URLS.api}/api/not-yet-built`);
  expect([reply.status, reply.headers.get('content-type'), await reply.text()]).toEqual([
    503,
    'text/plain; charset=utf-8',
    'Down for maintenance',
  ]);
  // Used up: the path no route has is the plain 404 again.
  const after = await fetch(`${URLS.api}/api/not-yet-built`);
  expect([after.status, await after.json()]).toEqual([
    404,
    { message: 'Route GET /api/not-yet-built not found' },
  ]);
});
