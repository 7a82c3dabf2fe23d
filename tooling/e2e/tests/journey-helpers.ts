// What several journeys share: fresh accounts with confirmed addresses (the mail tests), and a page opened
// signed in once the app holds it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { appTakenOver, loginViaApi, URLS, type browserSuite, type Credentials } from '../src/harness';
import { linkIn, waitForMail } from '../src/mail';

/**
 * A new account (e-mail `<tag>@mail.test`, password Secret123) and its session token. An employer's company
 * is named `<name> Co` (`company`), as an employer does before posting the first job: seekers see that name.
 */
export async function newAccount(tag: string, role: 'jobseeker' | 'employeer', name: string) {
  const email = `${tag.toLowerCase()}@mail.test`;
  const reply = await fetch(`${URLS.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'Secret123', role }),
  });
  expect(reply.status).toBe(201);
  const { token } = (await reply.json()) as { token: string };
  const company = role === 'employeer' ? `${name} Co` : null;
  if (company) {
    const named = await fetch(`${URLS.api}/api/user/profile`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ companyName: company }),
    });
    expect(named.status).toBe(200);
  }
  return { email, password: 'Secret123', name, company, token };
}

/**
 * Confirms the address through the link its verification e-mail carries, as a person would (an address
 * not yet confirmed gets 3 e-mails a day in all).
 */
export async function confirm(email: string) {
  const mail = await waitForMail(email, /^Confirm your e-mail address for JobPortal$/);
  const token = new URL(linkIn(mail, `${URLS.shell}/verify-email?token=`)).searchParams.get('token');
  const reply = await fetch(`${URLS.api}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  expect(reply.status).toBe(200);
}

/** A page of the suite, signed in as `credentials`, at `path`, once the app holds it. */
export async function openAs(
  suite: ReturnType<typeof browserSuite>,
  credentials: Credentials,
  path: string,
): Promise<Page> {
  const page = await suite.open();
  await loginViaApi(page, credentials);
  await page.goto(path);
  // The pages are rendered on the server: a click before the app holds the page would go nowhere.
  await appTakenOver(page);
  return page;
}
