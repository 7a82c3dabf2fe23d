import { formatDate, type DatePattern } from '@portal/shared-ui/format';
import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** The same moment, as a date whose local calendar fields are its UTC ones (the same on every machine). */
function inUtc(value: string): Date {
  const date = new Date(value);
  return new Date(date.getTime() + date.getTimezoneOffset() * 60_000);
}

/**
 * A date in the reader's own calendar, as a `<time>`. The server does not know the reader's time zone: it
 * renders the UTC date, and a page it rendered shows that while it hydrates (so the two agree), then the
 * reader's date, which differs only around midnight.
 */
export function CalendarDate({ value, pattern }: { value: string; pattern: DatePattern }) {
  const text = useSyncExternalStore(
    never,
    () => formatDate(value, pattern),
    () => formatDate(inUtc(value), pattern),
  );
  return <time dateTime={value}>{text}</time>;
}
