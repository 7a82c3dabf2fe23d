import type { DayCount } from '@portal/contracts';
import { Skeleton, TYPE } from '@portal/shared-ui';
import { useId } from 'react';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2030-03-05" → "5 Mar" (the day as the API counted it, without any time-zone shift). */
export function dayLabel(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${day ?? ''} ${MONTHS[(month ?? 1) - 1] ?? ''}`.trim();
}

/** One sentence for people who do not see the bars: the total and the busiest day. */
export function summarizeDays(days: readonly DayCount[]): string {
  const total = days.reduce((sum, d) => sum + d.count, 0);
  const period = days.length === 1 ? 'day' : `${days.length} days`;
  if (total === 0) return `No applications in the last ${period}.`;
  const busiest = days.reduce((best, d) => (d.count > best.count ? d : best), days[0]!);
  return (
    `${total} application${total === 1 ? '' : 's'} in the last ${period}; ` +
    `the busiest day was ${dayLabel(busiest.date)} with ${busiest.count}.`
  );
}

/**
 * Applications per day over the last 30 days as bars (plain elements, no chart library). The bars are
 * decoration for sighted people; the figure's caption sums them up and a table (read by screen readers,
 * shown on request) gives every day's number.
 */
export function ApplicationsChart({ days }: { days: DayCount[] | undefined }) {
  const captionId = useId();
  if (!days) {
    return (
      <section
        className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
        aria-label="Loading chart"
      >
        <Skeleton className="h-5 w-56" />
        <Skeleton className="mt-4 h-32 w-full" />
      </section>
    );
  }
  const max = Math.max(1, ...days.map((d) => d.count));
  const middle = days[Math.floor(days.length / 2)];
  return (
    <figure
      className="m-0 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
      aria-labelledby={captionId}
    >
      <h2 className={TYPE.sectionTitle}>Applications per day</h2>
      <figcaption id={captionId} className="mt-1 text-sm text-gray-600">
        {summarizeDays(days)}
      </figcaption>
      <div aria-hidden="true" className="mt-4">
        <div className="flex h-32 items-end gap-0.5 border-b border-gray-200 sm:gap-1">
          {days.map((day) => (
            <div
              key={day.date}
              title={`${dayLabel(day.date)}: ${day.count}`}
              className="flex-1 rounded-t bg-brand-500"
              style={{ height: day.count === 0 ? '2px' : `${Math.max(4, (day.count / max) * 100)}%` }}
            />
          ))}
        </div>
        <div className="mt-1 flex justify-between text-xs text-gray-600">
          <span>{days[0] ? dayLabel(days[0].date) : ''}</span>
          <span>{middle ? dayLabel(middle.date) : ''}</span>
          <span>Today</span>
        </div>
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
          Show the numbers as a table
        </summary>
        <table className="mt-2 w-full max-w-xs text-left text-sm">
          <caption className="sr-only">Applications per day, last {days.length} days</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 font-medium text-gray-700">
                Day
              </th>
              <th scope="col" className="py-1 text-right font-medium text-gray-700">
                Applications
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date} className="border-t border-gray-100">
                <td className="py-1 text-gray-800">
                  <time dateTime={day.date}>{dayLabel(day.date)}</time>
                </td>
                <td className="py-1 text-right text-gray-800">{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
