// The controls an employer types an interview time with: a day, a start time and a length (in the zone
// chosen once for the whole form), and the zone itself.
import { LIMITS } from '@portal/contracts/constants';
import { Field, Input, Select } from '@portal/shared-ui/field';
import { useMemo } from 'react';
import { timeZoneChoices } from './interview-time';

export interface TimeDraft {
  date: string;
  time: string;
  minutes: number;
}

export const LENGTHS = [15, 30, 45, 60, 90, 120];
export const emptyTime = (): TimeDraft => ({ date: '', time: '', minutes: 45 });

export function TimeFields({
  label,
  value,
  onChange,
  error,
}: {
  /** Names the row ("Time 1"); each control's label starts with it. */
  label: string;
  value: TimeDraft;
  onChange: (next: TimeDraft) => void;
  error?: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label={`${label}: day`} error={error}>
        {(control) => (
          <Input
            {...control}
            type="date"
            value={value.date}
            onChange={(event) => onChange({ ...value, date: event.target.value })}
          />
        )}
      </Field>
      <Field label={`${label}: start`}>
        {(control) => (
          <Input
            {...control}
            type="time"
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
          />
        )}
      </Field>
      <Field label={`${label}: length`}>
        {(control) => (
          <Select
            {...control}
            value={value.minutes}
            onChange={(event) => onChange({ ...value, minutes: Number(event.target.value) })}
          >
            {LENGTHS.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes < 60 ? `${minutes} min` : `${minutes / 60} h`.replace('1.5 h', '1 h 30 min')}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

export function TimeZoneField({ value, onChange }: { value: string; onChange: (zone: string) => void }) {
  const zones = useMemo(timeZoneChoices, []);
  return (
    <Field
      label="Time zone"
      hint="The times above are on this zone's clocks; each candidate sees them in their own."
    >
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replaceAll('_', ' ')}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Where the interview takes place: an address, or the link of the video call. */
export function PlaceField({ value, onChange }: { value: string; onChange: (place: string) => void }) {
  return (
    <Field label="Where" required hint="An address, or the link of the video call">
      {(control) => (
        <Input
          {...control}
          value={value}
          maxLength={LIMITS.interviewPlaceMaxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
