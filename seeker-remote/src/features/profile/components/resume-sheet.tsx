import type { User } from '@portal/contracts';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { isResumeEmpty, ResumeSections } from '@portal/shared-ui/resume-sections';
import { Link } from 'react-router-dom';

/**
 * The résumé the profile's sections make: one clean page that prints as it shows (print to PDF from the
 * browser's print dialog). Sections the seeker left empty are left out.
 */
export function ResumeSheet({ user }: { user: User }) {
  const place = [user.desiredLocation, user.openToRemote ? 'open to remote work' : '']
    .filter(Boolean)
    .join(', ');
  const empty = !user.headline && isResumeEmpty(user);
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
        <ResumeSections resume={user} idPrefix="resume" />
      </article>
    </>
  );
}
