import type { User } from '@portal/contracts';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { formatMonth } from '@portal/shared-ui/format';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** "Sep 2021 – present" from the profile's `YYYY-MM` months. */
export function period(start: string, end: string): string {
  return `${formatMonth(start)} – ${end ? formatMonth(end) : 'present'}`;
}

/** One titled part of the sheet. */
function SheetSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The résumé the profile's sections make: one clean page that prints as it shows (print to PDF from the
 * browser's print dialog). Sections the seeker left empty are left out.
 */
export function ResumeSheet({ user }: { user: User }) {
  const place = [user.desiredLocation, user.openToRemote ? 'open to remote work' : '']
    .filter(Boolean)
    .join(', ');
  const empty =
    !user.headline &&
    !user.summary &&
    user.skills.length + user.experience.length + user.education.length === 0;
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink as={Link} to="/profile" variant="secondary">
          Edit on your profile
        </ButtonLink>
        <Button onClick={() => window.print()}>Print or save as PDF</Button>
      </div>
      <article
        aria-labelledby="resume-name"
        className="mx-auto max-w-3xl rounded-xl border border-gray-200 bg-white p-8 text-gray-900 print:max-w-none print:border-0 print:p-0"
      >
        <header className="border-b border-gray-200 pb-4">
          <h1 id="resume-name" className="text-3xl font-bold">
            {user.name}
          </h1>
          {user.headline && <p className="mt-1 text-lg text-gray-700">{user.headline}</p>}
          <p className="mt-2 text-sm text-gray-600">
            {user.email}
            {place && ` · ${place}`}
          </p>
        </header>
        {empty && (
          <p className="mt-6 text-gray-600 print:hidden">
            Your resume is empty: add a headline, a summary, your experience, education and skills on your
            profile.
          </p>
        )}
        {user.summary && (
          <SheetSection id="resume-summary" title="Summary">
            <p className="mt-2 whitespace-pre-line">{user.summary}</p>
          </SheetSection>
        )}
        {user.experience.length > 0 && (
          <SheetSection id="resume-experience" title="Experience">
            <ul className="mt-2 space-y-4">
              {user.experience.map((job, i) => (
                <li key={i} className="break-inside-avoid">
                  <p className="font-semibold">
                    {job.title}, {job.company}
                  </p>
                  <p className="text-sm text-gray-600">{period(job.start, job.end)}</p>
                  {job.description && <p className="mt-1 whitespace-pre-line">{job.description}</p>}
                </li>
              ))}
            </ul>
          </SheetSection>
        )}
        {user.education.length > 0 && (
          <SheetSection id="resume-education" title="Education">
            <ul className="mt-2 space-y-3">
              {user.education.map((school, i) => (
                <li key={i} className="break-inside-avoid">
                  <p className="font-semibold">
                    {school.school}
                    {school.degree && `, ${school.degree}`}
                  </p>
                  <p className="text-sm text-gray-600">{period(school.start, school.end)}</p>
                </li>
              ))}
            </ul>
          </SheetSection>
        )}
        {user.skills.length > 0 && (
          <SheetSection id="resume-skills" title="Skills">
            <p className="mt-2">{user.skills.join(' · ')}</p>
          </SheetSection>
        )}
      </article>
    </>
  );
}
