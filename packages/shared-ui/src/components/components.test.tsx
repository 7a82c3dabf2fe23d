import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar';
import { ApplicationStatusBadge, JOB_TYPE_TONE, JobStatusBadge, jobTypeTone } from './badge';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { icons } from './icons';
import { LoadingScreen } from './loading-screen';

describe('Avatar', () => {
  it('shows the picture with "{name}\'s avatar" as alt text', () => {
    render(<Avatar src="http://x/a.png" name="Jane Doe" />);
    expect(screen.getByRole('img', { name: "Jane Doe's avatar" })).toHaveAttribute('src', 'http://x/a.png');
  });

  it.each([undefined, null, ''])('falls back to the initials without a picture (%j)', (src) => {
    render(<Avatar src={src} name="jane doe" size="lg" />);
    const avatar = screen.getByRole('img', { name: "jane doe's avatar" });
    expect(avatar.tagName).toBe('SPAN');
    expect(avatar).toHaveTextContent('JD');
  });

  it('falls back to the initials when the picture fails to load', () => {
    render(<Avatar src="http://x/broken.png" name="Ada Lovelace" alt="Ada" />);
    fireEvent.error(screen.getByRole('img', { name: 'Ada' }));
    expect(screen.getByRole('img', { name: 'Ada' })).toHaveTextContent('AL');
  });
});

describe('Button', () => {
  it('forwards ref and props, and defaults to type=button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} variant="danger" size="sm" data-testid="b">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'button');
    expect(button.className).toContain('bg-red-600');
  });

  it('is busy and disabled while loading', () => {
    render(<Button loading>Publishing Job...</Button>);
    const button = screen.getByRole('button', { name: 'Publishing Job...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('badges', () => {
  it.each([
    ['Applied', 'bg-gray-100'],
    ['Review', 'bg-yellow-100'],
    ['Accepted', 'bg-green-100'],
    ['Rejected', 'bg-red-100'],
  ])('application status %s uses %s', (status, cls) => {
    render(<ApplicationStatusBadge status={status} />);
    expect(screen.getByText(status).className).toContain(cls);
  });

  it('job status: Active green, Closed red', () => {
    render(
      <>
        <JobStatusBadge isClosed={false} />
        <JobStatusBadge isClosed />
      </>,
    );
    expect(screen.getByText('Active').className).toContain('bg-green-100');
    expect(screen.getByText('Closed').className).toContain('bg-red-100');
  });

  it('job types: Full-Time, Part-Time and Contract distinct, others gray', () => {
    const tones = new Set([JOB_TYPE_TONE['Full-Time'], JOB_TYPE_TONE['Part-Time'], JOB_TYPE_TONE.Contract]);
    expect(tones.size).toBe(3);
    expect(tones.has('gray')).toBe(false);
    expect(jobTypeTone('Remote')).toBe('gray');
    expect(jobTypeTone('Internship')).toBe('gray');
    expect(jobTypeTone(undefined)).toBe('gray');
  });
});

describe('status and empty states', () => {
  it('LoadingScreen is a status with its text', () => {
    render(<LoadingScreen text="Finding amazing opportunities...." />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding amazing opportunities....');
  });

  it('EmptyState shows title, description and action', () => {
    render(
      <EmptyState
        icon={<icons.Bookmark />}
        title="You haven't saved any jobs yet"
        description="Start saving jobs that interests you to view them later"
        action={<button>Browse Jobs</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: "You haven't saved any jobs yet" })).toBeInTheDocument();
    expect(screen.getByText('Start saving jobs that interests you to view them later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Jobs' })).toBeInTheDocument();
  });

  it('icons are decorative SVGs taking className', () => {
    const { container } = render(<icons.Search className="h-4 w-4" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg?.getAttribute('class')).toContain('h-4 w-4');
    // 42 until 1.2.0 added Bell and Share (the seeker's notifications bell and job sharing), 44 until 1.4.0
    // added Copy and Grip (the employer's duplicate action and drag handle).
    expect(Object.keys(icons)).toHaveLength(46);
    expect(icons).toHaveProperty('Bell');
    expect(icons).toHaveProperty('Share');
    expect(icons).toHaveProperty('Copy');
    expect(icons).toHaveProperty('Grip');
  });
});
