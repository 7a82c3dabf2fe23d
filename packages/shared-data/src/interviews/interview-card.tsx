// One interview as either party sees it, with what that party can do next: the candidate picks a time or
// declines, the employer withdraws a proposal or moves a booking, either cancels a booking or saves it to
// a calendar. Times are shown in the viewer's own zone, named.
import type { Interview } from '@portal/contracts';
import { getErrorMessage } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Field, Textarea } from '@portal/shared-ui/field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { notificationKeys } from '../notifications/queries';
import {
  acceptInterview,
  cancelInterview,
  declineInterview,
  downloadInterviewCalendar,
} from './interviews-api';
import { isLink, slotText } from './interview-time';
import { interviewKeys } from './queries';
import { RescheduleForm } from './reschedule-form';

export type InterviewSide = 'seeker' | 'employer';

export interface InterviewCardProps {
  interview: Interview;
  side: InterviewSide;
  /** The signed-in user's id (the cache is per viewer). */
  viewer: string;
  /** The card's heading level and words (a list names the job; the candidate's page says "Interview"). */
  heading: ReactNode;
  headingLevel?: 2 | 3;
}

const STATUS_TEXT: Record<Interview['status'], Record<InterviewSide, string>> = {
  proposed: { seeker: 'Pick a time', employer: 'Waiting for the candidate to pick a time' },
  scheduled: { seeker: 'Booked', employer: 'Booked' },
  declined: { seeker: 'You declined', employer: 'Declined by the candidate' },
  cancelled: { seeker: 'Cancelled', employer: 'Cancelled' },
};

/** After every step the interview lists and the bell change. */
function useInterviewStep<T>(viewer: string, step: (value: T) => Promise<Interview>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries(interviewKeys.viewer(viewer)),
        client.invalidateQueries({ queryKey: notificationKeys.list(viewer) }),
      ]),
  });
}

function Place({ place }: { place: string }) {
  return isLink(place) ? (
    <a href={place} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
      {place}
    </a>
  ) : (
    <span className="break-words">{place}</span>
  );
}

export function InterviewCard({ interview, side, viewer, heading, headingLevel = 3 }: InterviewCardProps) {
  const Heading = `h${headingLevel}` as const;
  const [mode, setMode] = useState<'idle' | 'decline' | 'cancel' | 'move'>('idle');
  const [picked, setPicked] = useState('');
  const [message, setMessage] = useState('');
  const pickName = useId();
  const accept = useInterviewStep(viewer, (time: string) => acceptInterview(interview._id, time));
  const decline = useInterviewStep(viewer, (text: string) => declineInterview(interview._id, text));
  const cancel = useInterviewStep(viewer, (text: string) => cancelInterview(interview._id, text));
  const calendar = useMutation({ mutationFn: () => downloadInterviewCalendar(interview._id) });
  const failed = [accept, decline, cancel, calendar].find((m) => m.isError);
  const { status, scheduled } = interview;
  const open = status === 'proposed' || status === 'scheduled';
  const busy = accept.isPending || decline.isPending || cancel.isPending;

  const closeWith = (text: string, run: (t: string) => void) => (
    <form
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        run(message);
      }}
    >
      <Field label={text} optional>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={1000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" size="sm" loading={busy}>
          {mode === 'decline' ? 'Decline the interview' : 'Cancel the interview'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => setMode('idle')}>
          Keep it
        </Button>
      </div>
    </form>
  );

  return (
    <article
      aria-labelledby={`${pickName}-heading`}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`${pickName}-heading`} className="text-base font-semibold text-gray-900">
          {heading}
        </Heading>
        <span className="rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-medium text-gray-800">
          {STATUS_TEXT[status][side]}
        </span>
      </div>
      <dl className="mt-3 grid gap-1 text-sm text-gray-700 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {scheduled && (
          <>
            <dt className="font-medium text-gray-900">When</dt>
            <dd className={status === 'cancelled' ? 'line-through' : undefined}>
              {slotText(scheduled.start, scheduled.end)}
            </dd>
          </>
        )}
        <dt className="font-medium text-gray-900">Where</dt>
        <dd>
          <Place place={interview.place} />
        </dd>
        {side === 'employer' && (
          <>
            <dt className="font-medium text-gray-900">Candidate</dt>
            <dd>{interview.candidate.name}</dd>
          </>
        )}
      </dl>
      {interview.note && <p className="mt-2 whitespace-pre-line text-sm text-gray-700">{interview.note}</p>}
      {interview.message && (status === 'declined' || status === 'cancelled' || status === 'scheduled') && (
        <p className="mt-2 whitespace-pre-line text-sm text-gray-700">
          <span className="font-medium text-gray-900">
            {interview.lastChangeBy === 'jobseeker' ? 'The candidate wrote: ' : 'The employer wrote: '}
          </span>
          {interview.message}
        </p>
      )}

      {status === 'proposed' && side === 'seeker' && mode !== 'decline' && (
        <form
          className="mt-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (picked) accept.mutate(picked);
          }}
        >
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-900">
              Pick a time (shown in your time zone)
            </legend>
            <div className="space-y-2">
              {interview.times.map((time) => (
                <label key={time._id} className="flex items-center gap-2 text-sm text-gray-800">
                  <input
                    type="radio"
                    name={pickName}
                    value={time._id}
                    disabled={!time.available}
                    checked={picked === time._id}
                    onChange={() => setPicked(time._id)}
                  />
                  <span>
                    {slotText(time.start, time.end)}
                    {!time.available && ' (taken)'}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={!picked} loading={accept.isPending}>
              Book this time
            </Button>
            <Button type="button" variant="secondary" size="sm" onClick={() => setMode('decline')}>
              Decline
            </Button>
          </div>
        </form>
      )}
      {status === 'proposed' && side === 'employer' && (
        <ul className="mt-3 space-y-1 text-sm text-gray-700" aria-label="Times offered">
          {interview.times.map((time) => (
            <li key={time._id}>
              {slotText(time.start, time.end)}
              {!time.available && ' (booked by another candidate)'}
            </li>
          ))}
        </ul>
      )}
      {status === 'scheduled' && mode === 'idle' && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button type="button" size="sm" variant="secondary" onClick={() => calendar.mutate()}>
            Add to calendar (.ics)
          </Button>
          {side === 'employer' && (
            <Button type="button" size="sm" variant="secondary" onClick={() => setMode('move')}>
              Move the interview
            </Button>
          )}
          <Button type="button" size="sm" variant="ghost" onClick={() => setMode('cancel')}>
            Cancel the interview
          </Button>
        </div>
      )}
      {status === 'proposed' && side === 'employer' && mode === 'idle' && (
        <div className="mt-3">
          <Button type="button" size="sm" variant="ghost" onClick={() => setMode('cancel')}>
            Withdraw the proposal
          </Button>
        </div>
      )}
      {open && mode === 'decline' && closeWith('Message to the employer', (t) => decline.mutate(t))}
      {open &&
        mode === 'cancel' &&
        closeWith(side === 'seeker' ? 'Message to the employer' : 'Message to the candidate', (t) =>
          cancel.mutate(t),
        )}
      {status === 'scheduled' && side === 'employer' && mode === 'move' && (
        <RescheduleForm interview={interview} viewer={viewer} onDone={() => setMode('idle')} />
      )}
      {failed && (
        <Alert tone="error" className="mt-3">
          {getErrorMessage(failed.error, 'That did not work. Try again.').replace(/^\w+: /, '')}
        </Alert>
      )}
    </article>
  );
}
