import { homePathFor, SEEKER_HOME, useAuth } from '@portal/shared-auth';
import { Link } from 'react-router-dom';
import { ArrowRightIcon, BriefcaseIcon, CheckCircleIcon, SearchIcon } from '../../../components/icons';

/** Hero: Find Jobs → the job seekers' home; Post a Job → employer dashboard for a signed-in employer, else /login. */
export function HeroSection() {
  const { user, isAuthenticated } = useAuth();
  const postJobTarget = isAuthenticated && user?.role === 'employeer' ? homePathFor('employeer') : '/login';
  return (
    <section
      aria-labelledby="hero-heading"
      className="relative overflow-hidden bg-gradient-to-b from-blue-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="absolute -top-40 right-0 h-96 w-96 rounded-full bg-blue-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -left-32 top-40 h-72 w-72 rounded-full bg-indigo-200/30 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-2 lg:px-8">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-blue-100 px-3 py-1 text-sm font-medium text-blue-800">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-blue-600" />
            150K+ jobs waiting for you
          </p>
          <h1
            id="hero-heading"
            className="mt-5 text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl lg:text-6xl"
          >
            Find Your Dream Job or <span className="text-blue-600">Perfect Hire</span>
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg text-gray-600 lg:mx-0">
            Connect talented professionals with innovative companies. Your next career move or great hire is
            just one click away.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <Link
              to={SEEKER_HOME}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-blue-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-blue-600/20 transition hover:bg-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2"
            >
              <SearchIcon className="h-5 w-5" />
              Find Jobs
              <ArrowRightIcon className="h-4 w-4" />
            </Link>
            <Link
              to={postJobTarget}
              className="inline-flex items-center justify-center gap-2 rounded-xl border border-gray-300 bg-white px-6 py-3.5 text-base font-semibold text-gray-800 shadow-sm transition hover:border-blue-300 hover:text-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2"
            >
              <BriefcaseIcon className="h-5 w-5" />
              Post a Job
            </Link>
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
      <div className="absolute -inset-4 rotate-2 rounded-3xl bg-gradient-to-br from-blue-600 to-indigo-700 opacity-90" />
      <div className="relative space-y-3 rounded-3xl bg-white p-5 shadow-2xl">
        {PREVIEW_JOBS.map((job, index) => (
          <div
            key={job.title}
            className={`flex items-center gap-3 rounded-xl border p-3.5 ${index === 0 ? 'border-blue-200 bg-blue-50' : 'border-gray-100'}`}
          >
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-gray-900 text-sm font-bold text-white">
              {job.company.charAt(0)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-semibold text-gray-900">{job.title}</p>
              <p className="truncate text-sm text-gray-500">
                {job.company} · {job.type}
              </p>
              <p className="text-xs font-semibold text-blue-700">{job.salary}</p>
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
