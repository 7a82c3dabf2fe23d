// The mail catcher's REST API (MailDev, started beside api-mock): what reached whom, with its raw source
// for the headers. The e-mail tests find a mail by recipient and subject, newest first.
import { MAIL_URL } from './ports';

export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name: string }[];
  /** When the catcher received it. */
  time: string;
}

function mailUrl(): string {
  if (!MAIL_URL)
    throw new Error('No mail catcher: set E2E_MAIL_URL (its REST API) to test e-mail on a deployment');
  return MAIL_URL;
}

export async function allMail(): Promise<CaughtMail[]> {
  const response = await fetch(`${mailUrl()}/api/email`);
  if (!response.ok) throw new Error(`mail catcher: GET /api/email ${response.status}`);
  return (await response.json()) as CaughtMail[];
}

/** Empties the catcher (each e-mail test starts from none). */
export async function clearMail(): Promise<void> {
  const response = await fetch(`${mailUrl()}/api/email/all`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`mail catcher: DELETE /api/email/all ${response.status}`);
}

/**
 * The newest mail to `to` whose subject matches, as soon as it arrives; throws after `timeoutMs` naming
 * what did arrive. `since` (ms) ignores older mail. The default waits as long as a page action does
 * (15 s): a mail arrives in well under a second alone, and took seconds when every stage of npm test ran.
 */
export async function waitForMail(
  to: string,
  subject: RegExp,
  { timeoutMs = 15_000 } = {},
): Promise<CaughtMail & { waitedMs: number }> {
  const started = Date.now();
  let seen: CaughtMail[] = [];
  while (Date.now() - started < timeoutMs) {
    seen = await allMail();
    const found = seen.filter((m) => m.to.some((r) => r.address === to) && subject.test(m.subject)).at(-1);
    if (found) return { ...found, waitedMs: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `No e-mail to ${to} matching ${subject} within ${timeoutMs} ms; the catcher has: ${
      seen.map((m) => `${m.to.map((r) => r.address).join(',')} "${m.subject}"`).join('; ') || 'nothing'
    }`,
  );
}

/** The raw message (headers unfolded), for List-Unsubscribe and the like. */
export async function mailHeaders(id: string): Promise<Record<string, string>> {
  const source = await (await fetch(`${mailUrl()}/api/email/${encodeURIComponent(id)}/source`)).text();
  const head = source.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The first link in the text part that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${mail.subject}":\n${mail.text}`);
  return link;
}

/**
 * An attachment of a caught mail, as text (an interview's invite.ics). The catcher serves it under the
 * name it generated when it stored it, which its record of the mail pairs with the name the mail gave.
 */
export async function attachmentText(id: string, filename: string): Promise<string> {
  const record = await fetch(`${mailUrl()}/api/email/${encodeURIComponent(id)}`);
  if (!record.ok) throw new Error(`mail catcher: GET /api/email/${id} ${record.status}`);
  const { attachments = [] } = (await record.json()) as {
    attachments?: { filename?: string; generatedFileName: string }[];
  };
  const stored = attachments.find((a) => a.filename === filename);
  if (!stored) {
    throw new Error(
      `No attachment ${filename} in mail ${id}; it has: ${attachments.map((a) => a.filename).join(', ') || 'none'}`,
    );
  }
  const response = await fetch(
    `${mailUrl()}/api/email/${encodeURIComponent(id)}/attachment/${encodeURIComponent(stored.generatedFileName)}`,
  );
  if (!response.ok) throw new Error(`mail catcher: attachment ${filename} of ${id}: ${response.status}`);
  return response.text();
}
