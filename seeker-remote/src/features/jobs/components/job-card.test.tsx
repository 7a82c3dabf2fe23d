import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { makeJob } from '../../../test/fixtures';
import { JobCard, type JobCardProps } from './job-card';

function renderCard(props: Partial<JobCardProps> = {}) {
  const job = props.job ?? makeJob();
  return render(
    <MemoryRouter>
      <JobCard job={job} canSave={false} onApply={vi.fn()} onToggleSave={vi.fn()} {...props} />
    </MemoryRouter>,
  );
}

describe('JobCard', () => {
  it('shows title, company, location, type, category, salary as 50K - 80K/year and when it was posted (the exact date for screen readers and on hover)', () => {
    renderCard({
      job: makeJob({ title: 'UX Designer', category: 'HR', type: 'Part-Time', location: 'Paris' }),
    });
    expect(screen.getByRole('link', { name: 'UX Designer' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/jobs\/job-\d+$/),
    );
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByText('Paris')).toBeInTheDocument();
    expect(screen.getByText('Part-Time')).toBeInTheDocument();
    expect(screen.getByText('Human Resources')).toBeInTheDocument();
    expect(screen.getByText('50K - 80K/year')).toBeInTheDocument();
    const posted = screen.getByText(/^Posted \d+ (day|month|year)s? ago/);
    expect(posted).toHaveTextContent(/, 7 Mar 2025$/);
    expect(posted).toHaveAttribute('title', '7 Mar 2025');
  });

  it('shows the logo with alt text, or the initial when there is none', () => {
    const { unmount } = renderCard({
      job: makeJob({
        company: {
          _id: 'c',
          name: 'x',
          companyName: 'Globex',
          companyLogo: 'http://img/logo.png',
          slug: 'globex',
        },
      }),
    });
    expect(screen.getByRole('img', { name: 'Globex logo' })).toHaveAttribute('src', 'http://img/logo.png');
    unmount();
    renderCard({
      job: makeJob({
        company: { _id: 'c', name: 'x', companyName: 'globex', companyLogo: '', slug: 'globex' },
      }),
    });
    expect(screen.getByRole('img', { name: 'globex logo' })).toHaveTextContent('G');
  });

  it('links the company name to its page, when the company has one', () => {
    const { unmount } = renderCard({
      job: makeJob({
        company: { _id: 'c', name: 'x', companyName: 'Zoë Café', companyLogo: '', slug: 'zoë-café' },
      }),
    });
    expect(screen.getByRole('link', { name: 'Zoë Café' })).toHaveAttribute(
      'href',
      '/companies/zo%C3%AB-caf%C3%A9',
    );
    unmount();
    renderCard({
      job: makeJob({ company: { _id: 'c', name: 'Ed', companyName: '', companyLogo: '', slug: '' } }),
    });
    expect(screen.getByText('Ed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ed' })).not.toBeInTheDocument();
  });

  it('hides the save button when signed out, and names it by state and job when signed in', () => {
    const { unmount } = renderCard({ canSave: false });
    expect(screen.queryByRole('button', { name: /^Save / })).not.toBeInTheDocument();
    unmount();
    const job = makeJob({ isSaved: false });
    const { unmount: unmount2 } = renderCard({ canSave: true, job });
    // One per card in a list: each names its job ("Save Backend Engineer"), not twenty "Save job".
    expect(screen.getByRole('button', { name: `Save ${job.title}` })).toBeInTheDocument();
    unmount2();
    renderCard({ canSave: true, job: { ...job, isSaved: true } });
    expect(screen.getByRole('button', { name: `Remove ${job.title} from saved` })).toBeInTheDocument();
  });

  it('shows Apply Now without an application and the status badge with one', async () => {
    const onApply = vi.fn();
    const job = makeJob();
    const { unmount } = renderCard({ job, onApply });
    await userEvent.click(screen.getByRole('button', { name: /Apply Now/ }));
    expect(onApply).toHaveBeenCalledWith(job);
    unmount();
    renderCard({ job: makeJob({ applicationStatus: 'Review' }) });
    expect(screen.queryByRole('button', { name: /Apply Now/ })).not.toBeInTheDocument();
    expect(screen.getByText('Review')).toHaveClass('bg-yellow-100');
  });

  it('uses the card colours per job type', () => {
    renderCard({ job: makeJob({ type: 'Contract' }) });
    expect(screen.getByText('Contract')).toHaveClass('bg-orange-100');
  });
});
