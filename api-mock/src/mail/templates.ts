// What each kind of e-mail says, and the one layout they share: a text part and an HTML part in the site's
// look (the brand bar, the blue button), a link to the page the e-mail is about, and a footer saying why it
// came with the unsubscribe and preferences links. A new kind is one entry in TEMPLATES (and MAIL_KINDS in
// @portal/contracts/constants). Data comes from the outbox row, written by our own code when the mail was
// queued; every value is escaped in the HTML part all the same, since most of it was typed by users.
import { MAIL_KIND_INFO, type MailKind } from '@portal/contracts/constants';

export interface MailContent {
  subject: string;
  /** First line of the body (the HTML part's heading). */
  heading: string;
  /** Paragraphs. */
  lines: string[];
  /** Extra items (a digest's jobs): each a title line and a detail line, linking to its own page. */
  items?: { title: string; detail: string; path: string }[];
  /** The button's words; the button goes to the mail's link. */
  action: string;
}

/** Where links point: the site's pages, and the links every mail carries. */
export interface MailLinks {
  /** Absolute URL of the page the mail is about. */
  page: string;
  /** The site's own URL (for an item's path). */
  site: string;
  /** The page that unsubscribes from this kind with one click (no sign-in); none for a kind always sent. */
  unsubscribe: string | null;
  /** The preferences page (sign-in). */
  preferences: string;
}

type Data = Record<string, unknown>;
const str = (data: Data, key: string, fallback = ''): string => {
  const v = data[key];
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
};

/** A job as alert e-mails list it. */
export interface MailJob {
  id: string;
  title: string;
  companyName: string;
  location: string;
  type: string;
  salaryMin: number;
  salaryMax: number;
}

const salaryText = (job: MailJob) =>
  `$${Math.round(job.salaryMin / 1000)}K–$${Math.round(job.salaryMax / 1000)}K/year`;

const TEMPLATES: Record<MailKind, (data: Data) => MailContent> = {
  verification: () => ({
    subject: 'Confirm your e-mail address for JobPortal',
    heading: 'Please confirm your e-mail address',
    lines: [
      'Thanks for joining JobPortal. Confirm that this address is yours and your profile shows it as verified: employers see a verified mark beside your name.',
      'The link works for 7 days. If you did not create an account, ignore this e-mail.',
    ],
    action: 'Confirm my e-mail address',
  }),
  'password-reset': () => ({
    subject: 'Reset your JobPortal password',
    heading: 'Choose a new password',
    lines: [
      'Someone asked to reset the password of the JobPortal account that uses this address. If it was you, choose a new password with the button below: it signs you in and signs every other device out.',
      'The link works once, for an hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ],
    action: 'Choose a new password',
  }),
  'application-status': (data) => {
    const title = str(data, 'jobTitle', 'a job');
    const company = str(data, 'companyName');
    const status = str(data, 'status');
    // A rejection may carry the employer's own words (plain text: the HTML part escapes it).
    const message = str(data, 'message').trim();
    return {
      subject: `Your application for ${title} is now ${status}`,
      heading: `Your application for ${title} is now ${status}`,
      lines: [
        `${company || 'The employer'} moved your application for ${title} to ${status}.`,
        ...(message ? [`A message from ${company || 'the employer'}:`, ...message.split(/\n\s*\n/)] : []),
        'See all your applications and where each one stands in your tracker.',
      ],
      action: 'Open my applications',
    };
  },
  'job-alert': (data) => {
    // The alert's label, which quotes its keyword itself ("react" · Remote).
    const query = str(data, 'query', 'your search');
    const jobs = (Array.isArray(data.jobs) ? data.jobs : []) as MailJob[];
    const first = jobs[0];
    const items = jobs.map((job) => ({
      title: `${job.title} at ${job.companyName}`,
      detail: `${job.location} · ${job.type} · ${salaryText(job)}`,
      path: `/jobs/${encodeURIComponent(job.id)}`,
    }));
    if (jobs.length === 1 && first) {
      return {
        subject: `New job for ${query}: ${first.title} at ${first.companyName}`,
        heading: `A new job matches ${query}`,
        lines: ['It was just posted and matches your job alert.'],
        items,
        action: 'View the job',
      };
    }
    return {
      subject: `${jobs.length} new jobs for ${query}`,
      heading: `${jobs.length} new jobs match ${query}`,
      lines: ['Posted since your last job alert e-mail.'],
      items,
      action: 'See them all',
    };
  },
  'new-application': (data) => {
    // One application at once, or the day's digest (`items`, and how many `more` it left out).
    const items = (Array.isArray(data.items) ? data.items : []) as Data[];
    if (items.length === 0) {
      const name = str(data, 'applicantName', 'Someone');
      const title = str(data, 'jobTitle', 'one of your jobs');
      return {
        subject: `New application for ${title}: ${name}`,
        heading: `${name} applied for ${title}`,
        lines: ['Open the application to see their profile and resume, and move them along your pipeline.'],
        action: 'Open the application',
      };
    }
    const more = typeof data.more === 'number' ? data.more : 0;
    const total = items.length + more;
    return {
      subject: `${total} new ${total === 1 ? 'application' : 'applications'} for your jobs`,
      heading: `${total} new ${total === 1 ? 'application' : 'applications'} since your last digest`,
      lines:
        more > 0 ? [`The ${items.length} newest are below; see all candidates for the other ${more}.`] : [],
      items: items.map((item) => ({
        title: str(item, 'applicantName', 'Someone'),
        detail: `applied for ${str(item, 'jobTitle', 'one of your jobs')}`,
        path: `/employeer/applications/${encodeURIComponent(str(item, 'applicationId'))}`,
      })),
      action: 'See all candidates',
    };
  },
  message: (data) => {
    const sender = str(data, 'senderName', 'Someone');
    const about = str(data, 'about');
    const excerpt = str(data, 'excerpt');
    return {
      subject: `New message from ${sender}${about ? ` about ${about}` : ''}`,
      heading: `${sender} sent you a message`,
      lines: excerpt ? [`“${excerpt}”`] : [],
      action: 'Read and reply',
    };
  },
  invitation: (data) => {
    const company = str(data, 'senderName', 'An employer');
    const job = str(data, 'about');
    const excerpt = str(data, 'excerpt');
    return {
      subject: `${company} invites you to apply: ${job}`,
      heading: `${company} found you in the talent pool`,
      lines: [
        `They invite you to apply to their ${job} opening.`,
        ...(excerpt ? [`“${excerpt}”`] : []),
        'You can answer them and find the job from the conversation.',
      ],
      action: 'Read the invitation',
    };
  },
  interview: (data) => {
    // One kind for every step of an interview; `side` is the reader's. Times are written in the zone the
    // employer chose, named; the calendar invitation attached to a booking carries the exact instant.
    const job = str(data, 'jobTitle', 'the job');
    const company = str(data, 'companyName', 'The employer');
    const candidate = str(data, 'candidateName', 'The candidate');
    const when = str(data, 'when');
    const where = `Where: ${str(data, 'place')}`;
    const message = str(data, 'message').trim();
    const note = str(data, 'note').trim();
    const seeker = str(data, 'side') === 'seeker';
    const times = (Array.isArray(data.times) ? data.times : []).filter((t) => typeof t === 'string');
    const quoted = (from: string) =>
      message ? [`A message from ${from}:`, ...message.split(/\n\s*\n/)] : [];
    const calendar = 'The calendar invitation is attached: open it to add the interview to your calendar.';
    const other = seeker ? company : candidate;
    switch (str(data, 'event')) {
      case 'proposed':
        return {
          subject: `Interview invitation: ${job} at ${company}`,
          heading: `${company} would like to interview you for ${job}`,
          lines: [
            'Pick the time that suits you from My applications (or decline with a message):',
            ...times.map((t) => `• ${t}`),
            where,
            ...(note ? [note] : []),
          ],
          action: 'Pick a time',
        };
      case 'scheduled':
        return {
          subject: `Interview booked: ${job}, ${when}`,
          heading: seeker
            ? `Your interview for ${job} is booked`
            : `${candidate} booked an interview for ${job}`,
          lines: [`When: ${when}`, where, calendar],
          action: seeker ? 'See it in My applications' : 'Open the application',
        };
      case 'rescheduled':
        return {
          subject: `Interview moved: ${job}, now ${when}`,
          heading: `The interview for ${job} has a new time`,
          lines: [`When: ${when}`, where, ...quoted(company), calendar],
          action: seeker ? 'See it in My applications' : 'Open the application',
        };
      case 'cancelled':
        return {
          subject: `Interview cancelled: ${job}${when ? `, ${when}` : ''}`,
          heading: `The interview for ${job} is cancelled`,
          lines: [
            ...(when ? [`It was booked for ${when}.`] : [`${company} withdrew the interview times.`]),
            ...quoted(other),
            ...(when ? ['The attached update removes it from your calendar.'] : []),
          ],
          action: seeker ? 'Open my applications' : 'Open the application',
        };
      case 'declined':
        return {
          subject: `${candidate} declined the interview for ${job}`,
          heading: `${candidate} declined the interview for ${job}`,
          lines: [...quoted(candidate), 'You can propose other times from the application.'],
          action: 'Open the application',
        };
      default:
        return {
          subject: `Reminder: interview for ${job} tomorrow, ${when}`,
          heading: `Your interview for ${job} is coming up`,
          lines: [`When: ${when}`, where, seeker ? `With ${company}.` : `With ${candidate}.`],
          action: seeker ? 'See it in My applications' : 'Open the application',
        };
    }
  },
  'job-expiring': (data) => {
    const job = str(data, 'jobTitle', 'Your job');
    // The date as a day of the calendar (UTC, as every job's date is kept), not a time.
    const until = str(data, 'validThrough').slice(0, 10);
    return {
      subject: `Your listing of ${job} ends on ${until}`,
      heading: `${job} stops being listed on ${until}`,
      lines: [
        'After that day the job closes by itself: it leaves the search, your company page and the search engines.',
        'To keep it listed, extend it from Manage Jobs. A closed job can be activated again at any time.',
      ],
      action: 'Extend it in Manage Jobs',
    };
  },
};

export function mailContent(kind: MailKind, data: Data): MailContent {
  return TEMPLATES[kind](data);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BRAND = '#2563eb';
const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The text and HTML parts of a mail. */
export function renderMail(
  kind: MailKind,
  data: Data,
  name: string,
  links: MailLinks,
): { subject: string; text: string; html: string } {
  const content = mailContent(kind, data);
  const why = MAIL_KIND_INFO[kind].always
    ? 'You get this e-mail because it was asked for on JobPortal for this address.'
    : `You get this e-mail because ${MAIL_KIND_INFO[kind].label.toLowerCase()} e-mails are on for your JobPortal account.`;
  const greeting = `Hi ${name || 'there'},`;
  const text = [
    greeting,
    '',
    content.heading,
    '',
    ...content.lines.flatMap((line) => [line, '']),
    ...(content.items ?? []).flatMap((item) => [
      `- ${item.title}`,
      `  ${item.detail}`,
      `  ${links.site}${item.path}`,
    ]),
    ...(content.items?.length ? [''] : []),
    `${content.action}: ${links.page}`,
    '',
    '--',
    why,
    ...(links.unsubscribe ? [`Unsubscribe from these e-mails: ${links.unsubscribe}`] : []),
    `All e-mail preferences: ${links.preferences}`,
  ].join('\n');

  const e = escapeHtml;
  const items = (content.items ?? [])
    .map(
      (item) =>
        `<tr><td style="padding:12px 0;border-top:1px solid #e5e7eb"><a href="${e(links.site + item.path)}" style="color:${BRAND};font-weight:600;text-decoration:none">${e(item.title)}</a><div style="color:#4b5563;font-size:14px;margin-top:4px">${e(item.detail)}</div></td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:${BRAND};padding:16px 24px;color:#ffffff;font-size:18px;font-weight:700">JobPortal</td></tr>
<tr><td style="padding:24px;color:#111827;font-size:16px;line-height:1.5">
<p style="margin:0 0 16px">${e(greeting)}</p>
<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${e(content.heading)}</h1>
${content.lines.map((line) => `<p style="margin:0 0 16px">${e(line)}</p>`).join('\n')}
${items ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${items}</table>` : ''}
<p style="margin:24px 0"><a href="${e(links.page)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:8px;font-weight:600;text-decoration:none">${e(content.action)}</a></p>
</td></tr>
<tr><td style="padding:16px 24px;background:#f9fafb;color:#6b7280;font-size:13px;line-height:1.5">
${e(why)}<br>${links.unsubscribe ? `<a href="${e(links.unsubscribe)}" style="color:#4b5563">Unsubscribe</a> · ` : ''}<a href="${e(links.preferences)}" style="color:#4b5563">E-mail preferences</a>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: content.subject, text, html };
}
