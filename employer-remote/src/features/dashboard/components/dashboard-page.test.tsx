import type { AnalyticsOverviewReply, InterviewsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../test/server';
import { employerJob, renderAt, signInEmployer } from '../../../test/utils';
import { summarizeDays } from './applications-chart';
import { DashboardPage } from './dashboard-page';
import { formatTrend } from './stat-card';

const PATH = '/employeer/employeer-dashboard';

function overview(): AnalyticsOverviewReply {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: `2030-03-${String(i + 1).padStart(2, '0')}`,
    count: i === 11 ? 5 : i % 3,
  }));
  const job = employerJob({
    title: 'Senior Engineer',
    createdAt: '2030-03-10T00:00:00.000Z',
    updatedAt: '2030-03-10T00:00:00.000Z',
    company: { _id: 'u1', name: 'Erin', companyName: 'Acme', companyLogo: '', slug: 'acme' },
    applicationCount: 3,
  });
  return {
    counts: {
      totalActiveJobs: 7,
      totalApplications: 37,
      totalHired: 10,
      trends: { activeJobs: 0, totalApplicants: 27, totalHired: -20 },
      trendWindows: {
        last7Days: { activeJobs: 0, totalApplicants: 14, totalHired: 4 },
        previous7Days: { activeJobs: 0, totalApplicants: 11, totalHired: 5 },
      },
    },
    data: {
      recentJobs: [job],
      recentApplications: [
        {
          _id: 'app-9',
          status: 'Applied',
          createdAt: '2030-03-14T00:00:00.000Z',
          updatedAt: '2030-03-14T00:00:00.000Z',
          job: {
            _id: 'job-1',
            title: 'Senior Engineer',
            location: 'Berlin',
            type: 'Full-Time',
            category: 'HR',
          },
          applicant: {
            _id: 's1',
            name: 'Omar Lee',
            email: 'omar@example.test',
            avatar: '',
            resume: '',
            resumeName: '',
            emailVerified: false,
            createdAt: '2030-01-01T00:00:00.000Z',
          },
        },
      ],
      applicationsPerDay: days,
    },
  };
}

let overviewRequests: ReturnType<typeof api.get>;
beforeEach(() => {
  signInEmployer();
  overviewRequests = api.get<AnalyticsOverviewReply>(API_PATHS.analyticsOverview, overview());
  // The dashboard's upcoming interviews: none here.
  api.get<InterviewsReply>(API_PATHS.interviews, { interviews: [] });
});

describe('DashboardPage', () => {
  it('shows each figure with its weekly trend: sign, arrow, "vs last week" and the counts behind it', async () => {
    renderAt(<DashboardPage />, PATH);
    expect(await screen.findByText('37')).toBeInTheDocument();
    const applicants = screen.getByRole('region', { name: 'Total Applicants' });
    expect(within(applicants).getByText('+27%')).toBeInTheDocument();
    expect(within(applicants).getByText('vs last week')).toBeInTheDocument();
    expect(
      within(applicants).getByText('14 applications in the last 7 days, 11 in the 7 before'),
    ).toBeInTheDocument();
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    // The figures are requested with the viewer's time zone.
    expect(overviewRequests.map((request) => request.query)).toEqual([
      { utcOffsetMinutes: String(-new Date().getTimezoneOffset() || 0) },
    ]);
  });

  it('charts applications per day with a text alternative and a table', async () => {
    renderAt(<DashboardPage />, PATH);
    const chart = await screen.findByRole('figure', { name: /applications in the last 30 days/ });
    expect(chart).toHaveTextContent('the busiest day was 12 Mar with 5');
    const table = within(chart).getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);
  });

  it('leads somewhere: a job opens its applicants, an application opens that applicant', async () => {
    const { user } = renderAt(<DashboardPage />, PATH);
    const job = await screen.findByRole('link', { name: /Senior Engineer.*Berlin/ });
    expect(job).toHaveAttribute('href', '/employeer/jobs/job-1/applicants');
    await user.click(job);
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/jobs/job-1/applicants');
  });

  it('a recent application opens that application’s own page', async () => {
    const { user } = renderAt(<DashboardPage />, PATH);
    const application = await screen.findByRole('link', { name: /Omar Lee/ });
    expect(application).toHaveAttribute('href', '/employeer/applications/app-9');
    await user.click(application);
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/applications/app-9');
  });

  it('after a publish, offers the new job in Manage Jobs', async () => {
    const { user } = renderAt(<DashboardPage />, PATH, {
      savedJobId: 'job-7',
      savedJobTitle: 'Staff Engineer',
      created: true,
    });
    expect(screen.getByText('“Staff Engineer” is published')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View it in Manage Jobs' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/employeer/manage-jobs');
    expect(screen.getByTestId('state')).toHaveTextContent('{"highlightJobId":"job-7"}');
  });
});

describe('formatting', () => {
  it('signs trends and sums up the days', () => {
    expect(formatTrend(50)).toBe('+50%');
    expect(formatTrend(-20)).toBe('-20%');
    expect(formatTrend(0)).toBe('0%');
    expect(summarizeDays([{ date: '2030-03-01', count: 0 }])).toBe('No applications in the last day.');
    expect(
      summarizeDays([
        { date: '2030-02-28', count: 1 },
        { date: '2030-03-01', count: 2 },
      ]),
    ).toBe('3 applications in the last 2 days; the busiest day was 1 Mar with 2.');
  });
});
