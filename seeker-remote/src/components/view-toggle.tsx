import { GridIcon, ListIcon } from '@portal/shared-ui/icons';
import type { ViewMode } from '../hooks/use-view-mode';

const base =
  'inline-flex h-9 w-9 items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** Grid/list switch: two icon buttons with names and a pressed state. */
export function ViewToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const cls = (active: boolean) =>
    `${base} ${active ? 'bg-brand-600 text-white' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900'}`;
  return (
    <div
      role="group"
      aria-label="Layout"
      className="inline-flex gap-1 rounded-lg border border-gray-200 bg-white p-1"
    >
      <button
        type="button"
        className={cls(mode === 'grid')}
        aria-label="Grid view"
        aria-pressed={mode === 'grid'}
        onClick={() => onChange('grid')}
      >
        <GridIcon className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={cls(mode === 'list')}
        aria-label="List view"
        aria-pressed={mode === 'list'}
        onClick={() => onChange('list')}
      >
        <ListIcon className="h-4 w-4" />
      </button>
    </div>
  );
}
