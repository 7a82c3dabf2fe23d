// Getting back into an account: "Forgot password?" on the sign-in page → the e-mail in the mail catcher →
// a new password → signed in; the session of before is refused. And from the profile: a new password (the
// current one asked) keeps this session and ends the others.
import { describe, expect, test } from 'vitest';
import { apiFetch, browserSuite, expectAxeClean, loginViaApi, URLS } from '../src/harness';
import { linkIn, waitForMail } from '../src/mail';

const { open } = browserSuite();

/** A new job seeker with an address of their own. */
async function register(tag: string): Promise<{ email: string; password: string }> {
  const email = `${tag.toLowerCase()}@mail.test`;
  const password = 'Secret123';
  const reply = await fetch(`${URLS.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Rita Recover', email, password, role: 'jobseeker' }),
  });
  expect(reply.status).toBe(201);
  return { email, password };
}

const storedToken = (page: Awaited<ReturnType<typeof open>>) =>
  page.evaluate(() => localStorage.getItem('token') ?? '');

describe('account recovery', () => {
  test('forgot password → the e-mail → a new password → signed in; the session of before is refused', async () => {
    const account = await register(`Rst${Date.now().toString(36)}`);
    // Signed in somewhere else (another device), with the password about to be forgotten.
    const elsewhere = await open();
    await loginViaApi(elsewhere, account);
    const oldToken = await storedToken(elsewhere);
    expect((await apiFetch(oldToken, 'GET', '/api/auth/profile')).status).toBe(200);

    const page = await open();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    expect(await page.title()).toBe('Forgot password · JobPortal');
    await expectAxeClean(page, 'forgot password');
    await page.getByLabel('Email Address').fill(account.email);
    const asked = Date.now();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your e-mail').waitFor();
    await page.getByText(`If an account uses ${account.email}, we sent it a link`).waitFor();

    const mail = await waitForMail(account.email, /^Reset your JobPortal password$/);
    console.log(`e-mail latency, password-reset: ${Date.now() - asked} ms`);
    const link = linkIn(mail, `${URLS.shell}/reset-password?token=`);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await expectAxeClean(page, 'reset password');
    // A typo in the second field is caught before anything is sent.
    await page.getByLabel('New password', { exact: true }).fill('Brandnew123');
    await page.getByLabel('Confirm new password').fill('Brandnew124');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('The new passwords do not match').waitFor();
    await page.getByLabel('Confirm new password').fill('Brandnew123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await page.waitForURL('**/find-jobs');
    const newToken = await storedToken(page);
    expect((await apiFetch(newToken, 'GET', '/api/auth/profile')).status).toBe(200);

    // The other device's session is over; the link does not work twice; the new password signs in.
    const refused = await apiFetch(oldToken, 'GET', '/api/auth/profile');
    expect(refused.status).toBe(401);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('Another123');
    await page.getByLabel('Confirm new password').fill('Another123');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/^This link to reset your password is not valid or was already used/).waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    const signIn = await fetch(`${URLS.api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: 'Brandnew123' }),
    });
    expect(signIn.status).toBe(200);
  });

  test('on the profile: a new password (the current one asked) keeps this session and ends the others', async () => {
    const account = await register(`Chg${Date.now().toString(36)}`);
    const elsewhere = await open();
    await loginViaApi(elsewhere, account);
    const otherToken = await storedToken(elsewhere);

    const page = await open();
    await loginViaApi(page, account);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 2, name: 'Password and sign-in' }).waitFor();
    await page.getByLabel('Current password').fill('Wrong1234');
    await page.getByLabel('New password', { exact: true }).fill('Brandnew123');
    await page.getByLabel('Confirm new password').fill('Brandnew123');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your current password is not right').waitFor();
    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password is changed. Every other device is signed out.').waitFor();
    await expectAxeClean(page, 'profile, password changed');

    // This page goes on with its new token; the other device is out.
    expect((await apiFetch(await storedToken(page), 'GET', '/api/auth/profile')).status).toBe(200);
    expect((await apiFetch(otherToken, 'GET', '/api/auth/profile')).status).toBe(401);
  });
});
