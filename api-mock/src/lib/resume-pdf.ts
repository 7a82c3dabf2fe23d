// The résumé a job seeker builds on their profile, as a PDF made here with PDFKit: real text in the PDF
// standard fonts (no images of text, nothing embedded), one column, the usual section headings (Summary,
// Experience, Education, Skills) in reading order, so applicant-tracking systems read it as a person
// does. The same sections as the /resume page and the employer's candidate view.
import PDFDocument from 'pdfkit';
import type { User } from '@portal/contracts';

/** What the PDF is made from: the seeker's name, contact and résumé details. */
export type ResumeSource = Pick<
  User,
  | 'name'
  | 'email'
  | 'headline'
  | 'desiredLocation'
  | 'openToRemote'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
>;

export const BUILD_RESUME_FIRST =
  'Build your résumé first: add a headline, a summary, experience, education or skills on your profile';

/**
 * The standard fonts speak Windows-1252 (WinAnsi) only: any other character would be drawn as the wrong
 * glyphs, and read back as nonsense. Those become "?", so what is in the file reads as what it shows.
 */
const WIN_ANSI_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
function printable(text: string): string {
  return (
    [...text.normalize('NFC')]
      .map((ch) => {
        if (ch === '\n') return ch;
        if (ch === '\t') return ' ';
        const code = ch.codePointAt(0)!;
        if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return ch;
        return WIN_ANSI_EXTRAS.includes(ch) ? ch : '?';
      })
      .join('')
      // Line breaks the seeker typed inside one field, at most one blank line.
      .replace(/\r\n?/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Sep 2021" from a profile's `YYYY-MM`. */
function month(value: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : value;
}
const period = (start: string, end: string) => `${month(start)} – ${end ? month(end) : 'present'}`;

const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';

/** The seeker's résumé as a PDF (A4, one column, standard fonts). `at` is when it was made (its metadata). */
export function renderResumePdf(source: ResumeSource, at: Date): Promise<Buffer> {
  const name = printable(source.name) || 'Resume';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: `${name} - Resume`,
      Author: name,
      Subject: printable(source.headline),
      Keywords: printable(source.skills.join(', ')),
      Creator: 'JobPortal',
      CreationDate: at,
      ModDate: at,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(name);
  const headline = printable(source.headline);
  if (headline) doc.moveDown(0.15).font('Helvetica').fontSize(13).fillColor(MUTED).text(headline);
  const place = [printable(source.desiredLocation), source.openToRemote ? 'open to remote work' : '']
    .filter(Boolean)
    .join(', ');
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text([printable(source.email), place].filter(Boolean).join('  |  '));

  const section = (title: string) => {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).fillColor(INK).text(title);
    const y = doc.y + 2;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.margins.left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 6;
  };
  const body = (text: string) => doc.font('Helvetica').fontSize(10.5).fillColor(INK).text(text);

  const summary = printable(source.summary);
  if (summary) {
    section('Summary');
    body(summary);
  }
  if (source.experience.length > 0) {
    section('Experience');
    source.experience.forEach((job, i) => {
      if (i > 0) doc.moveDown(0.6);
      const title = [printable(job.title), printable(job.company)].filter(Boolean).join(', ');
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(title);
      doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(period(job.start, job.end));
      const description = printable(job.description);
      if (description) {
        doc.moveDown(0.2);
        body(description);
      }
    });
  }
  if (source.education.length > 0) {
    section('Education');
    source.education.forEach((school, i) => {
      if (i > 0) doc.moveDown(0.6);
      const title = [printable(school.school), printable(school.degree)].filter(Boolean).join(', ');
      doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(title);
      doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(period(school.start, school.end));
    });
  }
  const skills = source.skills.map(printable).filter(Boolean);
  if (skills.length > 0) {
    section('Skills');
    body(skills.join(', '));
  }
  doc.end();
  return done;
}
