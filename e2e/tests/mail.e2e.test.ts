// E-mail for real: api-mock sends over SMTP to the mail catcher the suite starts (MailDev), and the tests
// read what arrived through its REST API. Each kind: the mail is in the catcher within 5 s of the event,
// links to the page it is about, and carries a one-click unsubscribe that needs no sign-in.
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin, DEMO, URLS } from '../src/harness';
import { linkIn, mailHeaders, waitForMail } from '../src/mail';

/** A fresh job of the demo employer that a fresh seeker applied to; returns both sides' tokens. */
async function applicationToMove() {
  const employer = await apiLogin(DEMO.employer);
  const tag = `Mlx${Date.now().toString(36)}`;
  const job = await apiCall<{ _id: string; title: string }>(employer.token, 'POST', '/api/jobs', {
    title: `${tag} Support Engineer`,
    location: 'Porto, Portugal',
    category: 'Customer Service',
    type: 'Full-Time',
    description: 'Help our customers.',
    requirements: 'Patience.',
    salaryMin: 30000,
    salaryMax: 40000,
  });
  const email = `${tag.toLowerCase()}@mail.test`;
  const seeker = await (
    await fetch(`${URLS.api}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Mia Mailer', email, password: 'Secret123', role: 'jobseeker' }),
    })
  ).json();
  const applied = await apiCall<{ application: { _id: string } }>(
    seeker.token,
    'POST',
    `/api/applications/${job._id}`,
  );
  return { employer, job, email, application: applied.application._id };
}

describe('e-mail', () => {
  test('a status change reaches the seeker’s inbox within 5 s, links to the tracker, and unsubscribes in one click', async () => {
    const { employer, job, email, application } = await applicationToMove();
    const moved = Date.now();
    await apiCall(employer.token, 'PUT', `/api/applications/${application}/status`, { status: 'Review' });
    const mail = await waitForMail(email, new RegExp(`^Your application for ${job.title} is now Review$`));
    console.log(`e-mail latency, application-status: ${Date.now() - moved} ms`);
    expect(Date.now() - moved).toBeLessThan(5_000);
    expect(mail.html).toContain('Open my applications');
    expect(linkIn(mail, `${URLS.shell}/my-applications`)).toBe(`${URLS.shell}/my-applications`);

    // The mail client's one-click unsubscribe: a POST of the form to the List-Unsubscribe URL, no sign-in.
    const headers = await mailHeaders(mail.id);
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(headers['list-unsubscribe']!)![1]!;
    expect(url.startsWith(`${URLS.api}/api/mail/unsubscribe?token=`)).toBe(true);
    const off = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(off.status).toBe(200);
    expect((await off.json()).subscribed).toBe(false);

    // The next change sends nothing.
    await apiCall(employer.token, 'PUT', `/api/applications/${application}/status`, { status: 'Accepted' });
    await expect(waitForMail(email, /is now Accepted$/, { timeoutMs: 1_500 })).rejects.toThrow(/No e-mail/);
  });
});
