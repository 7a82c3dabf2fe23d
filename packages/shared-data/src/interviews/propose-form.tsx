// The employer proposes interview times on an application in Review: one to five, a zone, a place (an
// address or a video link) and a note. The candidate is told and picks one.
import { LIMITS } from '@portal/contracts/constants';
import { getErrorMessage } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Field, Textarea } from '@portal/shared-ui/field';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { proposeInterview } from './interviews-api';
import { viewerTimeZone, zonedInstant } from './interview-time';
import { interviewKeys } from './queries';
import { emptyTime, PlaceField, TimeFields, TimeZoneField, type TimeDraft } from './time-fields';

export function ProposeInterviewForm({
  applicationId,
  viewer,
  onDone,
}: {
  applicationId: string;
  viewer: string;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [times, setTimes] = useState<TimeDraft[]>([emptyTime()]);
  const [timeZone, setTimeZone] = useState(viewerTimeZone);
  const [place, setPlace] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState('');
  const propose = useMutation({
    mutationFn: () =>
      proposeInterview(applicationId, {
        times: times.map((t) => ({
          start: zonedInstant(t.date, t.time, timeZone)!,
          durationMinutes: t.minutes,
        })),
        timeZone,
        place: place.trim(),
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
    onSuccess: async () => {
      await client.invalidateQueries(interviewKeys.viewer(viewer));
      onDone();
    },
    onError: (error) => setProblem(getErrorMessage(error, 'The times could not be sent. Try again.')),
  });

  const submit = () => {
    const missing = times.findIndex((t) => zonedInstant(t.date, t.time, timeZone) === null);
    if (missing >= 0) return setProblem(`Time ${missing + 1}: give a day and a start time`);
    if (!place.trim()) return setProblem('Say where the interview takes place, or give its video link');
    setProblem('');
    propose.mutate();
  };

  return (
    <form
      aria-label="Propose interview times"
      className="mt-3 space-y-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 className="text-base font-semibold text-gray-900">Propose interview times</h3>
      {times.map((time, i) => (
        <div key={i} className="space-y-2">
          <TimeFields
            label={`Time ${i + 1}`}
            value={time}
            onChange={(next) => setTimes(times.map((t, j) => (j === i ? next : t)))}
          />
          {times.length > 1 && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setTimes(times.filter((_, j) => j !== i))}
            >
              Remove time {i + 1}
            </Button>
          )}
        </div>
      ))}
      {times.length < LIMITS.interviewTimesMax && (
        <Button type="button" variant="secondary" size="sm" onClick={() => setTimes([...times, emptyTime()])}>
          Add another time
        </Button>
      )}
      <TimeZoneField value={timeZone} onChange={setTimeZone} />
      <PlaceField value={place} onChange={setPlace} />
      <Field label="Note to the candidate" optional>
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            value={note}
            maxLength={LIMITS.interviewNoteMaxLength}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      {problem && <Alert tone="error">{problem.replace(/^[\w.]+: /, '')}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={propose.isPending}>
          Send the times
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
