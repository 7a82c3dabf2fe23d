import type { AnalyticsOverviewReply } from '@portal/contracts';
import {
  Avatar,
  BriefcaseIcon,
  BuildingIcon,
  ChevronRightIcon,
  EmptyState,
  formatDate,
  formatTimeAgo,
  JobStatusBadge,
  MapPinIcon,
  PlusIcon,
  Skeleton,
  UserIcon,
  UsersIcon,
  type IconComponent,
} from '@portal/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components';
import { EMPLOYER_PATHS } from '../../../lib/paths';
import { useOverview } from '../hooks/use-overview';
import { StatCard } from './stat-card';

const linkClass =
  'rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="min-w-0 rounded-xl border border-gray-200 bg-white shadow-sm" aria-label={title}>
      <div className="flex items-center justify-between gap-4 border-b border-gray-200 px-5 py-4">
        <h2 className="text-lg font-semibold text-gray-900">{title}</h2>
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

function RecentJobs({ jobs }: { jobs: AnalyticsOverviewReply['data']['recentJobs'] }) {
  if (jobs.length === 0)
    return <p className="px-3 py-6 text-center text-sm text-gray-600">No job posts yet.</p>;
  return (
    <ul className="divide-y divide-gray-100">
      {jobs.slice(0, 3).map((job) => (
        <li key={job._id} className="flex items-center gap-3 px-3 py-3">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <BriefcaseIcon className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-gray-900">{job.title}</p>
            <p className="flex flex-wrap items-center gap-x-2 text-xs text-gray-600">
              <span className="inline-flex items-center gap-1">
                <MapPinIcon className="h-3.5 w-3.5" />
                {job.location}
              </span>
              <span aria-hidden="true">·</span>
              <span>{formatDate(job.createdAt, 'DD/MM/YYYY')}</span>
            </p>
          </div>
          <JobStatusBadge isClosed={job.isClosed} />
        </li>
      ))}
    </ul>
  );
}

function RecentApplications({
  applications,
}: {
  applications: AnalyticsOverviewReply['data']['recentApplications'];
}) {
  if (applications.length === 0) {
    return <p className="px-3 py-6 text-center text-sm text-gray-600">No applications yet.</p>;
  }
  return (
    <ul className="divide-y divide-gray-100">
      {applications.slice(0, 3).map((application) => (
        <li key={application._id} className="flex items-center gap-3 px-3 py-3">
          <Avatar name={application.applicant.name} />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium text-gray-900">{application.applicant.name}</p>
            <p className="truncate text-xs text-gray-600">{application.job.title}</p>
          </div>
          <span className="shrink-0 text-xs text-gray-600">{formatTimeAgo(application.updatedAt)}</span>
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
      description: 'See who applied to your jobs',
      to: EMPLOYER_PATHS.manageJobs,
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

/** SPEC §2 employer dashboard: figures, recent posts and applications, quick actions. */
export function DashboardPage() {
  const { data, loading } = useOverview();
  const counts = data?.counts;
  const isNewEmployer = !loading && !!data && data.data.recentJobs.length === 0;
  const viewAll = (
    <Link to={EMPLOYER_PATHS.manageJobs} className={linkClass}>
      View all
    </Link>
  );

  return (
    <div className="space-y-6">
      <PageHeader title="Dashboard" subtitle="An overview of your job posts and applicants" />
      {loading && (
        <p role="status" className="sr-only">
          Loading dashboard...
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Active Jobs"
          value={counts?.totalActiveJobs ?? (loading ? undefined : 0)}
          trend={counts?.trends.activeJobs ?? (loading ? undefined : 0)}
          Icon={BriefcaseIcon}
          tone="blue"
        />
        <StatCard
          label="Total Applicants"
          value={counts?.totalApplications ?? (loading ? undefined : 0)}
          trend={counts?.trends.totalApplicants ?? (loading ? undefined : 0)}
          Icon={UsersIcon}
          tone="green"
        />
        <StatCard
          label="Hired"
          value={counts?.totalHired ?? (loading ? undefined : 0)}
          trend={counts?.trends.totalHired ?? (loading ? undefined : 0)}
          Icon={UserIcon}
          tone="purple"
        />
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
              <Link
                to={EMPLOYER_PATHS.postJobs}
                className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <PlusIcon className="h-5 w-5" />
                Post New Job
              </Link>
            }
          />
        </section>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Panel title="Recent Job Posts" action={viewAll}>
            {loading || !data ? <ListSkeleton /> : <RecentJobs jobs={data.data.recentJobs} />}
          </Panel>
          <Panel title="Recent Applications" action={viewAll}>
            {loading || !data ? (
              <ListSkeleton />
            ) : (
              <RecentApplications applications={data.data.recentApplications} />
            )}
          </Panel>
        </div>
      )}
      <QuickActions />
    </div>
  );
}
