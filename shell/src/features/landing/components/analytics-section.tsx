import { TrendingUpIcon } from '@portal/shared-ui/icons';
import { CONTAINER } from '@portal/shared-ui/tokens';
import { MATCH_RATE, PLATFORM_STATS } from './landing-content';

/** Platform analytics cards with their growth badges (static figures). */
export function AnalyticsSection() {
  return (
    <section aria-labelledby="analytics-heading" className="bg-gray-50 py-16 sm:py-24">
      <div className={CONTAINER}>
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="analytics-heading" className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
            Platform Analytics
          </h2>
          <p className="mt-4 text-lg text-gray-600">Real numbers from a community that keeps growing.</p>
        </div>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {PLATFORM_STATS.map(({ label, value, growth, Icon, tone }) => (
            <li key={label} className="rounded-2xl border border-gray-100 bg-white p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                <span className={`flex h-11 w-11 items-center justify-center rounded-xl ${tone}`}>
                  <Icon className="h-5 w-5" />
                </span>
                <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2.5 py-1 text-xs font-semibold text-green-800">
                  <TrendingUpIcon className="h-3.5 w-3.5" />
                  <span>{growth}</span>
                  <span className="sr-only"> growth</span>
                </span>
              </div>
              <p className="mt-5 text-3xl font-bold text-gray-900">{value}</p>
              <p className="mt-1 text-sm font-medium text-gray-600">{label}</p>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col items-center gap-5 rounded-2xl bg-gradient-to-r from-brand-600 to-indigo-700 p-6 text-white shadow-lg sm:flex-row sm:p-8">
          <p className="text-5xl font-extrabold">{MATCH_RATE.value}</p>
          <div className="w-full flex-1 text-center sm:text-left">
            <p className="text-lg font-semibold">{MATCH_RATE.label}</p>
            <p className="text-sm text-brand-100">
              of candidates placed through smart matching are a strong fit for the role.
            </p>
            <div aria-hidden="true" className="mt-3 h-2 w-full overflow-hidden rounded-full bg-white/20">
              <div className="h-full w-[94%] rounded-full bg-white" />
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
