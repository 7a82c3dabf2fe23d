import { useSyncExternalStore } from 'react';
import { formatExactDate, formatTimeAgo } from '../format/index';

const never = () => () => undefined;

export interface RelativeDateProps {
  /** An ISO timestamp. */
  value: string;
  /** Words before the date, part of the same phrase ("Posted", "Applied"). */
  prefix?: string;
  className?: string;
}

/**
 * A moment as people say it, "Posted 2 days ago", with the exact date on hover (title) and for screen
 * readers (read after the relative words; a title alone is not read by every screen reader). "Ago" needs
 * the reader's clock: a page rendered on a server, and the same page while it hydrates, show the exact
 * UTC date instead, so the two renders agree.
 */
export function RelativeDate({ value, prefix, className }: RelativeDateProps) {
  const inBrowser = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const lead = prefix ? `${prefix} ` : '';
  if (!inBrowser) {
    return (
      <time dateTime={value} className={className}>
        {lead}
        {formatExactDate(value, { utc: true })}
      </time>
    );
  }
  const exact = formatExactDate(value);
  return (
    <time dateTime={value} title={exact} className={className}>
      {lead}
      {formatTimeAgo(value)}
      <span className="sr-only">, {exact}</span>
    </time>
  );
}
