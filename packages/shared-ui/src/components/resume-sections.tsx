// The parts of a résumé a job seeker builds on their profile (summary, experience, education, skills), as
// one component: the seeker's printable résumé and the candidate an employer reads on an application are
// the same sections, written the same way. The data is described by shape (the design system knows no API
// types); sections left empty are left out.
import type { ReactNode } from 'react';
import { formatMonth } from '../format/index';

export interface ResumeData {
  summary: string;
  experience: { title: string; company: string; start: string; end: string; description: string }[];
  education: { school: string; degree: string; start: string; end: string }[];
  skills: string[];
}

export interface ResumeSectionsProps {
  resume: ResumeData;
  /** The sections' heading level in their page (h2 under the page's h1, h4 inside a section's h3). */
  headingLevel?: 2 | 3 | 4;
  /** Makes the sections' heading ids unique when two résumés share a page. */
  idPrefix: string;
}

/** "Sep 2021 – present" from a profile's `YYYY-MM` months. */
export function resumePeriod(start: string, end: string): string {
  return `${formatMonth(start)} – ${end ? formatMonth(end) : 'present'}`;
}

/** Whether the résumé has anything to show. */
export const isResumeEmpty = (resume: ResumeData): boolean =>
  !resume.summary && resume.skills.length + resume.experience.length + resume.education.length === 0;

function Section({
  id,
  title,
  level,
  children,
}: {
  id: string;
  title: string;
  level: 2 | 3 | 4;
  children: ReactNode;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2] ?? 'h2';
  return (
    <section aria-labelledby={id} className="mt-6">
      <Heading id={id} className={level === 2 ? 'text-lg font-semibold' : 'text-base font-semibold'}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

export function ResumeSections({ resume, headingLevel = 2, idPrefix }: ResumeSectionsProps) {
  const id = (part: string) => `${idPrefix}-${part}`;
  return (
    <>
      {resume.summary && (
        <Section id={id('summary')} title="Summary" level={headingLevel}>
          <p className="mt-2 whitespace-pre-line">{resume.summary}</p>
        </Section>
      )}
      {resume.experience.length > 0 && (
        <Section id={id('experience')} title="Experience" level={headingLevel}>
          <ul className="mt-2 space-y-4">
            {resume.experience.map((job, i) => (
              <li key={i} className="break-inside-avoid">
                <p className="font-semibold">
                  {job.title}, {job.company}
                </p>
                <p className="text-sm text-gray-600">{resumePeriod(job.start, job.end)}</p>
                {job.description && <p className="mt-1 whitespace-pre-line">{job.description}</p>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {resume.education.length > 0 && (
        <Section id={id('education')} title="Education" level={headingLevel}>
          <ul className="mt-2 space-y-3">
            {resume.education.map((school, i) => (
              <li key={i} className="break-inside-avoid">
                <p className="font-semibold">
                  {school.school}
                  {school.degree && `, ${school.degree}`}
                </p>
                <p className="text-sm text-gray-600">{resumePeriod(school.start, school.end)}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {resume.skills.length > 0 && (
        <Section id={id('skills')} title="Skills" level={headingLevel}>
          <p className="mt-2">{resume.skills.join(' · ')}</p>
        </Section>
      )}
    </>
  );
}
