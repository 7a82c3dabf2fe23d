import { getErrorMessage } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { mailPreferencesQuery } from '../api/mail-api';
import { useSaveMailPreference } from '../hooks/use-mail-mutations';

/**
 * One switch per kind of e-mail the account gets. A switch saves at once (nothing to forget to submit); a
 * failed save puts the switch back and says why.
 */
export function EmailPreferences({ viewer }: { viewer: string }) {
  const preferences = useQuery(mailPreferencesQuery(viewer));
  const [saved, setSaved] = useState<string | null>(null);
  const save = useSaveMailPreference(viewer);

  if (preferences.isError)
    return (
      <Alert
        title="Your e-mail preferences could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void preferences.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(preferences.error, 'Please check your connection and try again.')}
      </Alert>
    );
  if (!preferences.data)
    return (
      <div role="status" aria-label="Loading e-mail preferences" className="space-y-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 rounded-lg" />
        ))}
      </div>
    );

  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">
        E-mails go to <span className="font-medium text-gray-900">{preferences.data.email}</span>.
      </p>
      <fieldset className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white">
        <legend className="sr-only">E-mails you get</legend>
        {preferences.data.preferences.map((p) => {
          const pending = save.isPending && save.variables.kind === p.kind;
          const checked = pending ? save.variables.on : p.enabled;
          return (
            <label key={p.kind} className="flex cursor-pointer items-start gap-3 p-4">
              <input
                type="checkbox"
                className="mt-1 h-4 w-4 rounded border-gray-300 text-brand-600"
                checked={checked}
                disabled={save.isPending}
                aria-labelledby={`mail-kind-${p.kind}-label`}
                aria-describedby={`mail-kind-${p.kind}`}
                onChange={(event) => {
                  setSaved(null);
                  save.mutate(
                    { kind: p.kind, on: event.target.checked, label: p.label },
                    {
                      onSuccess: (_data, { on, label }) => setSaved(`${label} e-mails ${on ? 'on' : 'off'}`),
                    },
                  );
                }}
              />
              <span>
                <span id={`mail-kind-${p.kind}-label`} className="block font-medium text-gray-900">
                  {p.label}
                </span>
                <span id={`mail-kind-${p.kind}`} className="block text-sm text-gray-600">
                  {p.description}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      {save.isError ? (
        <Alert title="Your change was not saved">
          {getErrorMessage(save.error, 'Please check your connection and try again.')}
        </Alert>
      ) : (
        <p role="status" className="min-h-5 text-sm text-green-700">
          {saved ? `Saved: ${saved}` : ''}
        </p>
      )}
    </div>
  );
}
