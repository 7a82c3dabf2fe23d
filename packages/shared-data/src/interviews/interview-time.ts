// Interview times as people read and type them. A page shows a time in the viewer's own zone, named
// ("Thu, 3 Dec 2026, 10:00–10:45 GMT"); the employer types a day and a time in a zone they pick, which
// @date-fns/tz turns into the instant the API keeps.
import { TZDate } from '@date-fns/tz';

/** The viewer's own time zone (the browser's). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone the browser knows, for the employer's zone picker (the viewer's own first). */
export function timeZoneChoices(): string[] {
  const own = viewerTimeZone();
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [own, ...all.filter((zone) => zone !== own && zone !== 'UTC'), ...(own === 'UTC' ? [] : ['UTC'])];
}

/** "Thu, 3 Dec 2026, 10:00–10:45 GMT+1": a slot in `timeZone` (default the viewer's), the zone named. */
export function slotText(start: string, end: string, timeZone = viewerTimeZone()): string {
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(start));
  const clock = (instant: string, named: boolean) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      ...(named ? { timeZoneName: 'short' as const } : {}),
    }).format(new Date(instant));
  return `${day}, ${clock(start, false)}–${clock(end, true)}`;
}

/** "Thu, 3 Dec 2026, 10:00 GMT+1": when something starts, in the viewer's zone, named. */
export function startText(start: string, timeZone = viewerTimeZone()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(start));
}

/**
 * The instant of `date` (YYYY-MM-DD) at `time` (HH:MM) on the clocks of `timeZone`, as ISO UTC; null when
 * either is not a real date or time.
 */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const [, y, m, day] = d.map(Number) as [number, number, number, number];
  const [, h, min] = t.map(Number) as [number, number, number];
  const zoned = new TZDate(y, m - 1, day, h, min, timeZone);
  return Number.isNaN(zoned.getTime()) ? null : new Date(zoned.getTime()).toISOString();
}

/** A place that is a link (a video call) is shown as a link. */
export const isLink = (place: string): boolean => /^https?:\/\/\S+$/i.test(place.trim());
