import type { StageCounts } from '@portal/contracts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contracts/constants';
import { FOCUS_RING } from '@portal/shared-ui/tokens';
import { cx } from '@portal/shared-ui/utils';

export interface StatusFilterProps {
  value: ApplicationStatus | '';
  counts: StageCounts | undefined;
  onChange: (status: ApplicationStatus | '') => void;
}

const OPTIONS: { value: ApplicationStatus | ''; label: string }[] = [
  { value: '', label: 'All' },
  ...APPLICATION_STATUSES.map((status) => ({ value: status, label: status })),
];

/** All / Applied / Review / Accepted / Rejected, each with how many there are; the chosen one is pressed. */
export function StatusFilter({ value, counts, onChange }: StatusFilterProps) {
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-2">
      {OPTIONS.map((option) => {
        const count = counts ? (option.value ? counts[option.value] : counts.total) : undefined;
        const pressed = value === option.value;
        return (
          <button
            key={option.value || 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={cx(
              'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              FOCUS_RING,
              pressed
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
            )}
          >
            {/* The gap spaces label and count on screen; the space names the button "Review 3" whatever the CSS. */}
            {option.label}{' '}
            {count !== undefined && (
              <span
                className={cx(
                  'rounded-full px-1.5 text-xs',
                  pressed ? 'bg-white/20 text-white' : 'bg-gray-100 text-gray-700',
                )}
              >
                {count}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
