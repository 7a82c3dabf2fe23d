import { ArrowDownIcon, ArrowUpIcon, Skeleton, type IconComponent } from '@portal/shared-ui';

export interface StatCardProps {
  label: string;
  value: number | undefined;
  /** Signed whole-number % change of the last 7 days against the 7 before. */
  trend: number | undefined;
  /** The two weeks' counts the trend compares, and what they count ("applications"). */
  weeks?: { last: number; previous: number; noun: string } | undefined;
  Icon: IconComponent;
  tone: 'blue' | 'green' | 'purple';
}

const TONES = {
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
  purple: 'bg-purple-50 text-purple-700',
} as const;

/** "+50%", "-20%", "0%". */
export function formatTrend(trend: number): string {
  return `${trend > 0 ? '+' : ''}${trend}%`;
}

/** "14 applications in the last 7 days, 11 in the 7 before". */
export function describeWeeks({ last, previous, noun }: { last: number; previous: number; noun: string }) {
  return `${last} ${noun} in the last 7 days, ${previous} in the 7 before`;
}

/** A dashboard figure with its weekly trend: sign, arrow and "vs last week", and the counts behind it. */
export function StatCard({ label, value, trend, weeks, Icon, tone }: StatCardProps) {
  const loading = value === undefined;
  const down = (trend ?? 0) < 0;
  const flat = trend === 0;
  return (
    <section aria-label={label} className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-gray-600">{label}</h2>
          {loading ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p className="mt-1 text-3xl font-bold text-gray-900" data-figure={label}>
              {value.toLocaleString('en-US')}
            </p>
          )}
        </div>
        <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-lg ${TONES[tone]}`}>
          <Icon className="h-6 w-6" />
        </span>
      </div>
      {loading || trend === undefined ? (
        <Skeleton className="mt-4 h-4 w-32" />
      ) : (
        <>
          <p className="mt-3 flex flex-wrap items-center gap-1 text-sm">
            <span
              className={`inline-flex items-center gap-1 font-medium ${
                flat ? 'text-gray-700' : down ? 'text-red-700' : 'text-green-700'
              }`}
            >
              {flat ? null : down ? (
                <ArrowDownIcon className="h-4 w-4" />
              ) : (
                <ArrowUpIcon className="h-4 w-4" />
              )}
              <span className="sr-only">Trend: </span>
              {formatTrend(trend)}
            </span>
            <span className="text-gray-600">vs last week</span>
          </p>
          {weeks && <p className="mt-1 text-xs text-gray-600">{describeWeeks(weeks)}</p>}
        </>
      )}
    </section>
  );
}
