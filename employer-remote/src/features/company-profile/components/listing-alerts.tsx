import { useId, useState } from 'react';
import { useMailPreferences } from '../hooks/use-mail-preferences';
import { SaveStatus } from './save-status';

/**
 * Whether the employer is e-mailed a few days before one of their jobs stops being listed (the bell in the
 * header says so either way). Saved as soon as it is changed; the e-mail's one-click unsubscribe turns it
 * off too.
 */
export function ListingAlerts() {
  const id = useId();
  const { preferences, save } = useMailPreferences();
  // Set in the click's own handler (see ApplicationAlerts): the box never snaps back while the save runs.
  const [picked, setPicked] = useState<boolean | null>(null);
  const preference = preferences.data?.preferences.find((p) => p.kind === 'job-expiring');
  if (!preference) return null;
  const sent = save.variables?.['job-expiring'];
  const checked = picked ?? (save.isPending && sent !== undefined ? sent !== false : preference.enabled);
  return (
    <div className="mt-4 space-y-1 text-sm">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          id={`${id}-on`}
          checked={checked}
          disabled={save.isPending}
          onChange={(event) => {
            setPicked(event.target.checked);
            save.mutate({ 'job-expiring': event.target.checked }, { onSettled: () => setPicked(null) });
          }}
          aria-describedby={`${id}-hint ${id}-status`}
          className="mt-0.5 h-4 w-4 cursor-pointer accent-brand-600"
        />
        <div>
          <label htmlFor={`${id}-on`} className="cursor-pointer font-medium text-gray-900">
            E-mail me before a listing ends
          </label>
          <p id={`${id}-hint`} className="text-gray-600">
            {preference.description}
          </p>
        </div>
      </div>
      <SaveStatus id={`${id}-status`} save={save} />
    </div>
  );
}
