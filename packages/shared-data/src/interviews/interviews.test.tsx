import type { Interview } from '@portal/contracts';
import { ROUTE_PATTERNS } from '@portal/contracts/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../test/server';
import { apiError } from '../testing/api-server';
import { InterviewCard, slotText, startText, zonedInstant } from './index';

const interview = (over: Partial<Interview> = {}): Interview => ({
  _id: 'iv-1',
  status: 'proposed',
  application: { _id: 'app-1' },
  job: {
    _id: 'job-1',
    title: 'Calendar Engineer',
    company: { _id: 'emp-1', name: 'Erin', companyName: 'Acme', companyLogo: '', slug: 'acme' },
  },
  candidate: { name: 'Sam Seeker' },
  timeZone: 'Europe/Lisbon',
  place: 'https://meet.example.com/abc',
  note: 'Bring a project.',
  times: [
    {
      _id: 't1',
      start: '2026-12-03T10:00:00.000Z',
      end: '2026-12-03T10:45:00.000Z',
      durationMinutes: 45,
      available: false,
    },
    {
      _id: 't2',
      start: '2026-12-04T15:30:00.000Z',
      end: '2026-12-04T16:00:00.000Z',
      durationMinutes: 30,
      available: true,
    },
  ],
  scheduled: null,
  message: '',
  lastChangeBy: null,
  sequence: 0,
  createdAt: '2026-11-29T12:00:00.000Z',
  updatedAt: '2026-11-29T12:00:00.000Z',
  ...over,
});

function renderWith(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

describe('interview times', () => {
  it('turns a day and a time on a zone’s clocks into the instant, and refuses what is not a date', () => {
    expect(zonedInstant('2026-12-03', '10:00', 'Europe/Lisbon')).toBe('2026-12-03T10:00:00.000Z');
    expect(zonedInstant('2026-07-03', '10:00', 'Europe/Lisbon')).toBe('2026-07-03T09:00:00.000Z');
    expect(zonedInstant('2026-12-03', '10:00', 'America/New_York')).toBe('2026-12-03T15:00:00.000Z');
    expect(zonedInstant('2026-12-03', '', 'UTC')).toBeNull();
    expect(zonedInstant('soon', '10:00', 'UTC')).toBeNull();
  });

  it('names a slot and a start with the zone they are shown in', () => {
    expect(slotText('2026-12-03T10:00:00.000Z', '2026-12-03T10:45:00.000Z', 'UTC')).toBe(
      'Thu, 3 Dec 2026, 10:00–10:45 UTC',
    );
    expect(slotText('2026-12-03T10:00:00.000Z', '2026-12-03T10:45:00.000Z', 'Asia/Tokyo')).toBe(
      'Thu, 3 Dec 2026, 19:00–19:45 GMT+9',
    );
    expect(startText('2026-12-03T10:00:00.000Z', 'UTC')).toBe('Thu, 3 Dec 2026, 10:00 UTC');
  });
});

describe('an interview card', () => {
  it('the candidate picks one of the free times (a taken one cannot be picked) and books it', async () => {
    const accepted = api.post<Interview>(ROUTE_PATTERNS.interviewAccept, interview({ status: 'scheduled' }));
    renderWith(
      <InterviewCard interview={interview()} side="seeker" viewer="s1" heading="Calendar Engineer" />,
    );
    const group = screen.getByRole('group', { name: /pick a time/i });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toBeDisabled();
    expect(within(group).getByText(/\(taken\)/)).toBeInTheDocument();
    const book = screen.getByRole('button', { name: 'Book this time' });
    expect(book).toBeDisabled();
    fireEvent.click(radios[1]!);
    fireEvent.click(book);
    await vi.waitFor(() =>
      expect(accepted.map((request) => [request.params.id, request.body])).toEqual([
        ['iv-1', { time: 't2' }],
      ]),
    );
    expect(screen.getByRole('link', { name: 'https://meet.example.com/abc' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('says so when another candidate took the time first', async () => {
    api.post(ROUTE_PATTERNS.interviewAccept, () =>
      apiError(409, 'time: that time has just been taken by another candidate: pick one of the others'),
    );
    renderWith(
      <InterviewCard interview={interview()} side="seeker" viewer="s1" heading="Calendar Engineer" />,
    );
    fireEvent.click(screen.getAllByRole('radio')[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'that time has just been taken by another candidate: pick one of the others',
    );
  });

  it('the candidate declines with a message', async () => {
    const declined = api.post<Interview>(ROUTE_PATTERNS.interviewDecline, interview({ status: 'declined' }));
    renderWith(
      <InterviewCard interview={interview()} side="seeker" viewer="s1" heading="Calendar Engineer" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    fireEvent.change(screen.getByLabelText(/message to the employer/i), { target: { value: 'Next week?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline the interview' }));
    await vi.waitFor(() =>
      expect(declined.map((request) => [request.params.id, request.body])).toEqual([
        ['iv-1', { message: 'Next week?' }],
      ]),
    );
  });

  it('a booked interview offers the calendar file and, to the employer, a move', () => {
    const booked = interview({
      status: 'scheduled',
      scheduled: { ...interview().times[1]!, available: true },
    });
    renderWith(<InterviewCard interview={booked} side="employer" viewer="e1" heading="Interview" />);
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Move the interview' }));
    expect(screen.getByRole('form', { name: 'Move the interview' })).toBeInTheDocument();
    expect(screen.getByLabelText('New time: day')).toHaveAttribute('type', 'date');
  });
});
