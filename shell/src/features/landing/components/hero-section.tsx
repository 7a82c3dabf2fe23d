import { homePathFor, SEEKER_HOME, useAuth, useSessionStore } from '@portal/shared-auth';
import { ButtonLink } from '@portal/shared-ui/button';
import { ArrowRightIcon, BriefcaseIcon, CheckCircleIcon, SearchIcon } from '@portal/shared-ui/icons';
import { CONTAINER } from '@portal/shared-ui/tokens';
import { Link } from 'react-router-dom';

/** Hero: Find Jobs → the job seekers' home; Post a Job → employer dashboard for a signed-in employer, else /login. */
export function HeroSection() {
  const { user, isAuthenticated } = useAuth();
  // The role hint stands for the person while a server-rendered page waits for the browser's session.
  const hint = useSessionStore((s) => s.hint);
  const role = isAuthenticated && user ? user.role : hint;
  const postJobTarget = role === 'employeer' ? homePathFor('employeer') : '/login';
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 right-0 h-96 w-96 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -left-32 top-40 h-72 w-72 rounded-full bg-indigo-200/30 blur-3xl"
      />
      <div className={`${CONTAINER} relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-2`}>
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-brand-600" />
            150K+ jobs waiting for you
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl lg:text-6xl"
          >
            Find Your Dream Job or <span className="text-brand-600">Perfect Hire</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-gray-600 lg:mx-0">
            Connect talented professionals with innovative companies. Your next career move or great hire is
            just one click away.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <ButtonLink as={Link} to={SEEKER_HOME} size="lg">
              <SearchIcon className="h-5 w-5" />
              Find Jobs
              <ArrowRightIcon className="h-4 w-4" />
            </ButtonLink>
            <ButtonLink as={Link} to={postJobTarget} variant="secondary" size="lg">
              <BriefcaseIcon className="h-5 w-5" />
              Post a Job
            </ButtonLink>
          </div>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}

const PREVIEW_JOBS = [
  {
    title: 'Senior Frontend Engineer',
    company: 'Northwind Labs',
    type: 'Full-Time',
    salary: '120K - 150K/year',
  },
  { title: 'Product Designer', company: 'Bluebird Studio', type: 'Remote', salary: '90K - 115K/year' },
  { title: 'Data Analyst', company: 'Acme Analytics', type: 'Contract', salary: '70K - 85K/year' },
];

/** A decorative stack of job cards (hidden from assistive technology; the copy carries the message). */
function HeroPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md sm:block">
      <div className="absolute -inset-4 rotate-2 rounded-3xl bg-gradient-to-br from-brand-600 to-indigo-700 opacity-90" />
      <div className="relative space-y-3 rounded-3xl bg-white p-5 shadow-2xl">
        {PREVIEW_JOBS.map((job, index) => (
          <div
            key={job.title}
            className={`flex items-center gap-3 rounded-xl border p-3.5 ${index === 0 ? 'border-brand-200 bg-brand-50' : 'border-gray-100'}`}
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-gray-900 text-sm font-bold text-white">
              {job.company.charAt(0)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-gray-900">{job.title}</p>
              <p className="truncate text-sm text-gray-500">
                {job.company} · {job.type}
              </p>
              <p className="text-xs font-semibold text-brand-700">{job.salary}</p>
            </div>
          </div>
        ))}
        <div className="flex items-center gap-2 rounded-xl bg-green-50 p-3 text-sm font-medium text-green-700">
          <CheckCircleIcon className="h-5 w-5" />
          You matched with 3 new roles today
        </div>
      </div>
    </div>
  );
}
