// The employer moves a booked interview to another time: both calendars get the update.
import type { Interview } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { getErrorMessage } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Field, Textarea } from '@portal/shared-ui/field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { rescheduleInterview } from './interviews-api';
import { zonedInstant } from './interview-time';
import { interviewKeys } from './queries';
import { emptyTime, PlaceField, TimeFields, TimeZoneField } from './time-fields';

export function RescheduleForm({
  interview,
  viewer,
  onDone,
}: {
  interview: Interview;
  viewer: string;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [time, setTime] = useState({ ...emptyTime(), minutes: interview.scheduled?.durationMinutes ?? 45 });
  const [timeZone, setTimeZone] = useState(interview.timeZone);
  const [place, setPlace] = useState(interview.place);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const move = useMutation({
    mutationFn: (start: string) =>
      rescheduleInterview(interview._id, {
        start,
        durationMinutes: time.minutes,
        timeZone,
        place: place.trim(),
        ...(message.trim() ? { message: message.trim() } : {}),
      }),
    onSuccess: async () => {
      await client.invalidateQueries(interviewKeys.viewer(viewer));
      onDone();
    },
    onError: (error) => setProblem(getErrorMessage(error, 'The interview could not be moved. Try again.')),
  });
  return (
    <form
      aria-label="Move the interview"
      className="mt-3 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        const start = zonedInstant(time.date, time.time, timeZone);
        if (!start) return setProblem('Give a day and a start time');
        if (!place.trim()) return setProblem('Say where the interview takes place, or give its video link');
        setProblem('');
        move.mutate(start);
      }}
    >
      <TimeFields label="New time" value={time} onChange={setTime} />
      <TimeZoneField value={timeZone} onChange={setTimeZone} />
      <PlaceField value={place} onChange={setPlace} />
      <Field label="Message to the candidate" optional>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={message}
            maxLength={LIMITS.interviewNoteMaxLength}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </Field>
      {problem && <Alert tone="error">{problem.replace(/^[\w.]+: /, '')}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" loading={move.isPending}>
          Move the interview
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Keep the time
        </Button>
      </div>
    </form>
  );
}
