import type { StageCounts } from '@portal/contracts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@portal/contracts/constants';
import { cx, FOCUS_RING } from '@portal/shared-ui';
import { useState, type DragEvent } from 'react';
import type { StageFilterValue } from '../lib/list-view';

export type { StageFilterValue };
export const STAGE_FILTERS: readonly StageFilterValue[] = ['All', ...APPLICATION_STATUSES];

export interface StageFilterProps {
  value: StageFilterValue;
  /** Per-stage counts (for the current search); absent while loading. */
  counts: StageCounts | undefined;
  onChange: (stage: StageFilterValue) => void;
  /** While applicants are dragged: the stages accept the drop, and dropping moves them there. */
  onDropOn?: ((stage: ApplicationStatus) => void) | undefined;
}

/**
 * The stages as toggle buttons with their counts ("Review 3"): a filter, and, while applicants are being
 * dragged, the places to drop them.
 */
export function StageFilter({ value, counts, onChange, onDropOn }: StageFilterProps) {
  const [over, setOver] = useState<ApplicationStatus | null>(null);
  return (
    <div role="group" aria-label="Filter by stage" className="flex flex-wrap gap-2">
      {STAGE_FILTERS.map((stage) => {
        const count = counts ? (stage === 'All' ? counts.total : counts[stage]) : undefined;
        const pressed = value === stage;
        const droppable = onDropOn && stage !== 'All';
        const dropProps = droppable
          ? {
              onDragOver: (event: DragEvent) => {
                event.preventDefault();
                event.dataTransfer.dropEffect = 'move';
                setOver(stage);
              },
              onDragLeave: () => setOver(null),
              onDrop: (event: DragEvent) => {
                event.preventDefault();
                setOver(null);
                onDropOn(stage);
              },
            }
          : {};
        return (
          <button
            key={stage}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(stage)}
            className={cx(
              'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors',
              FOCUS_RING,
              pressed
                ? 'border-brand-600 bg-brand-600 text-white'
                : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50',
              droppable && 'border-dashed',
              over === stage && 'ring-2 ring-brand-500 ring-offset-2',
            )}
            {...dropProps}
          >
            {/* The gap spaces label and count on screen; the space names the button "Review 3" whatever the CSS. */}
            {stage}{' '}
            <span
              className={cx(
                'min-w-6 rounded-full px-1.5 text-center text-xs',
                pressed ? 'bg-brand-800 text-white' : 'bg-gray-100 text-gray-700',
              )}
            >
              {count ?? '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
