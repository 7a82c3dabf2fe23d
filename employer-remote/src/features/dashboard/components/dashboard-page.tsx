import type { AnalyticsOverviewReply } from '@portal/contracts';
import {
  Alert,
  Avatar,
  Button,
  ButtonLink,
  BriefcaseIcon,
  BuildingIcon,
  ChevronRightIcon,
  EmptyState,
  JobStatusBadge,
  MapPinIcon,
  PlusIcon,
  RelativeDate,
  Skeleton,
  TYPE,
  UserIcon,
  UsersIcon,
  XIcon,
  type IconComponent,
} from '@portal/shared-ui';
import { useSessionStore } from '@portal/shared-auth';
import { UpcomingInterviews } from '@portal/shared-data/interviews';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components';
import {
  applicationPath,
  EMPLOYER_PATHS,
  jobApplicantsPath,
  readStateString,
  type HighlightJobState,
} from '../../../lib/paths';
import { overviewQuery } from '../api/queries';
import { ApplicationsChart } from './applications-chart';
import { StatCard, type StatCardProps } from './stat-card';
import { useEmployerViewer } from '../../../lib/viewer';

type Overview = AnalyticsOverviewReply;

const linkClass =
  'rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const rowLinkClass =
  'flex items-center gap-3 rounded-lg px-3 py-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600';

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-gray-200 bg-white shadow-sm" aria-label={title}>
      <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-4">
        <h2 className={TYPE.sectionTitle}>{title}</h2>
        {action}
      </div>
      <div className="p-2">{children}</div>
    </section>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex items-center gap-3 px-3 py-3">
          <Skeleton className="h-10 w-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The three newest jobs; each opens that job's applicants. */
function RecentJobs({ jobs }: { jobs: Overview['data']['recentJobs'] }) {
  if (jobs.length === 0)
    return <p className="px-3 py-6 text-center text-sm text-gray-600">No job posts yet.</p>;
  return (
    <ul className="divide-y divide-gray-100">
      {jobs.slice(0, 3).map((job) => (
        <li key={job._id}>
          <Link to={jobApplicantsPath(job._id)} className={rowLinkClass}>
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
              <BriefcaseIcon className="h-5 w-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{job.title}</span>
              <span className="flex flex-wrap items-center gap-x-2 text-xs text-gray-600">
                <span className="inline-flex items-center gap-1">
                  <MapPinIcon className="h-3.5 w-3.5" />
                  {job.location}
                </span>
                <span aria-hidden="true">·</span>
                <RelativeDate value={job.createdAt} prefix="Posted" />
              </span>
            </span>
            <JobStatusBadge isClosed={job.isClosed} />
            <ChevronRightIcon className="h-4 w-4 text-gray-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The three newest applications; each opens that applicant. */
function RecentApplications({ applications }: { applications: Overview['data']['recentApplications'] }) {
  if (applications.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-gray-600">No applications yet.</p>;
  }
  return (
    <ul className="divide-y divide-gray-100">
      {applications.slice(0, 3).map((application) => (
        <li key={application._id}>
          <Link to={applicationPath(application._id)} className={rowLinkClass}>
            <Avatar name={application.applicant.name} />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium text-gray-900">{application.applicant.name}</span>
              <span className="block truncate text-xs text-gray-600">{application.job.title}</span>
            </span>
            <RelativeDate value={application.updatedAt} className="shrink-0 text-xs text-gray-600" />
            <ChevronRightIcon className="h-4 w-4 text-gray-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

const QUICK_ACTIONS: ReadonlyArray<{ label: string; description: string; to: string; Icon: IconComponent }> =
  [
    {
      label: 'Post New Job',
      description: 'Create a new job posting',
      to: EMPLOYER_PATHS.postJobs,
      Icon: PlusIcon,
    },
    {
      label: 'Review Applications',
      description: 'See everyone who applied to your jobs',
      to: EMPLOYER_PATHS.candidates,
      Icon: UsersIcon,
    },
    {
      label: 'Company Settings',
      description: 'Update your company profile',
      to: EMPLOYER_PATHS.companyProfile,
      Icon: BuildingIcon,
    },
  ];

function QuickActions() {
  return (
    <Panel title="Quick Actions">
      <ul className="grid gap-2 sm:grid-cols-3">
        {QUICK_ACTIONS.map(({ label, description, to, Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-lg p-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-gray-100 text-gray-700 group-hover:bg-brand-50 group-hover:text-brand-700">
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-gray-900">{label}</span>
                <span className="block text-xs text-gray-600">{description}</span>
              </span>
              <ChevronRightIcon className="h-4 w-4 text-gray-400" />
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** After a publish or an update: the job is saved, and one click shows it in Manage Jobs. */
function SavedJobNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const jobId = readStateString(location.state, 'savedJobId');
  const title = readStateString(location.state, 'savedJobTitle');
  if (!jobId || !title) return null;
  const created = (location.state as { created?: unknown }).created === true;
  return (
    <Alert
      tone="success"
      title={created ? `“${title}” is published` : `“${title}” is updated`}
      action={
        <div className="flex items-center gap-1">
          <ButtonLink
            as={Link}
            to={EMPLOYER_PATHS.manageJobs}
            state={{ highlightJobId: jobId } satisfies HighlightJobState}
            size="sm"
            variant="secondary"
          >
            View it in Manage Jobs
          </ButtonLink>
          <Button
            variant="ghost"
            size="sm"
            className="px-2!"
            aria-label="Dismiss"
            onClick={() => navigate(location.pathname, { replace: true, state: null })}
          >
            <XIcon className="h-4 w-4" />
          </Button>
        </div>
      }
    >
      {created ? 'Job seekers can find it and apply now.' : 'Job seekers see the new details now.'}
    </Alert>
  );
}

/** The three figures: the total the API counts, its weekly trend and the words for the weeks behind it. */
const FIGURES: ReadonlyArray<{
  label: string;
  total: 'totalActiveJobs' | 'totalApplications' | 'totalHired';
  trend: 'activeJobs' | 'totalApplicants' | 'totalHired';
  noun: string;
  Icon: IconComponent;
  tone: StatCardProps['tone'];
}> = [
  {
    label: 'Active Jobs',
    total: 'totalActiveJobs',
    trend: 'activeJobs',
    noun: 'open jobs posted',
    Icon: BriefcaseIcon,
    tone: 'blue',
  },
  {
    label: 'Total Applicants',
    total: 'totalApplications',
    trend: 'totalApplicants',
    noun: 'applications',
    Icon: UsersIcon,
    tone: 'green',
  },
  { label: 'Hired', total: 'totalHired', trend: 'totalHired', noun: 'hires', Icon: UserIcon, tone: 'purple' },
];

/** The employer's dashboard: figures with weekly trends, applications per day, recent posts and applications. */
export function DashboardPage() {
  const viewer = useEmployerViewer();
  const { data, isPending } = useQuery(overviewQuery(viewer));
  const user = useSessionStore((s) => s.user);
  const counts = data?.counts;
  const weeks = counts?.trendWindows;
  const isNewEmployer = !isPending && !!data && data.data.recentJobs.length === 0;
  const fallback = isPending ? undefined : 0;

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" subtitle="An overview of your job posts and applicants" />
      <SavedJobNotice />
      {user && (
        <UpcomingInterviews
          side="employer"
          viewer={user._id}
          link={(interview) => (
            <Link to={applicationPath(interview.application._id)} className={linkClass}>
              Open the application
            </Link>
          )}
        />
      )}
      {isPending && (
        <p role="status" className="sr-only">
          Loading dashboard...
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {FIGURES.map(({ label, total, trend, noun, Icon, tone }) => (
          <StatCard
            key={label}
            label={label}
            value={counts?.[total] ?? fallback}
            trend={counts?.trends[trend] ?? fallback}
            weeks={weeks && { last: weeks.last7Days[trend], previous: weeks.previous7Days[trend], noun }}
            Icon={Icon}
            tone={tone}
          />
        ))}
      </div>

      {isNewEmployer ? (
        <section
          className="rounded-xl border border-dashed border-gray-300 bg-white"
          aria-label="Get started"
        >
          <EmptyState
            icon={<BriefcaseIcon className="h-8 w-8" />}
            title="Let's find your first hire"
            description="You haven't posted any jobs yet. Post your first job and applications will show up here."
            action={
              <ButtonLink as={Link} to={EMPLOYER_PATHS.postJobs}>
                <PlusIcon className="h-5 w-5" />
                Post New Job
              </ButtonLink>
            }
          />
        </section>
      ) : (
        <>
          {(isPending || data) && <ApplicationsChart days={data?.data.applicationsPerDay} />}
          <div className="grid gap-6 lg:grid-cols-2">
            <Panel
              title="Recent Job Posts"
              action={
                <Link to={EMPLOYER_PATHS.manageJobs} className={linkClass}>
                  View all
                </Link>
              }
            >
              {isPending || !data ? <ListSkeleton /> : <RecentJobs jobs={data.data.recentJobs} />}
            </Panel>
            <Panel
              title="Recent Applications"
              action={
                <Link to={EMPLOYER_PATHS.candidates} className={linkClass}>
                  View all
                </Link>
              }
            >
              {isPending || !data ? (
                <ListSkeleton />
              ) : (
                <RecentApplications applications={data.data.recentApplications} />
              )}
            </Panel>
          </div>
        </>
      )}
      <QuickActions />
    </div>
  );
}
