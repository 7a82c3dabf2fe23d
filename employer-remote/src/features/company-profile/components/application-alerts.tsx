import type { MailPreferencesBody, MailPreferencesReply } from '@portal/contracts';
import { Spinner, TYPE } from '@portal/shared-ui';
import { useId, useState } from 'react';
import { useMailPreferences } from '../hooks/use-mail-preferences';
import { SaveStatus } from './save-status';

type Choice = 'instant' | 'daily' | 'off';

const CHOICES: { value: Choice; label: string; hint: string }[] = [
  { value: 'instant', label: 'Each one at once', hint: 'An e-mail for every new application' },
  { value: 'daily', label: 'One daily digest', hint: 'One e-mail a day listing the new applications' },
  { value: 'off', label: 'Off', hint: 'Only the bell in the header' },
];

const bodyOf = (choice: Choice): MailPreferencesBody => ({
  'new-application': choice === 'off' ? false : choice,
});
const chosenIn = (body: MailPreferencesBody | undefined): Choice | null => {
  const sent = body?.['new-application'];
  return sent === undefined ? null : sent === false ? 'off' : sent === true ? 'instant' : sent;
};

const choiceOf = (reply: MailPreferencesReply | undefined): Choice | null => {
  const preference = reply?.preferences.find((p) => p.kind === 'new-application');
  if (!preference) return null;
  return preference.enabled ? (preference.frequency ?? 'instant') : 'off';
};

/**
 * How the employer hears of new applications by e-mail: each at once, one digest a day, or not at all (the
 * bell in the header says so either way). Saved as soon as it is chosen; every such e-mail also carries a
 * one-click unsubscribe.
 */
export function ApplicationAlerts() {
  const id = useId();
  const { preferences, save } = useMailPreferences();
  // Set in the click's own handler: the mutation's state reaches React a tick later, and a controlled radio
  // would meanwhile snap back to the old choice.
  const [picked, setPicked] = useState<Choice | null>(null);
  const current = picked ?? (save.isPending ? chosenIn(save.variables) : choiceOf(preferences.data));
  return (
    <fieldset aria-describedby={`${id}-status`} className="space-y-2">
      <legend className={`${TYPE.sectionTitle} mb-1`}>New application e-mails</legend>
      {preferences.isPending ? (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <Spinner className="h-4 w-4" /> Loading…
        </p>
      ) : preferences.isError ? (
        <p className="text-sm text-gray-600">Your e-mail preferences could not be loaded.</p>
      ) : (
        CHOICES.map((choice) => (
          <div key={choice.value} className="flex items-start gap-3 text-sm">
            <input
              type="radio"
              id={`${id}-${choice.value}`}
              name={`${id}-choice`}
              value={choice.value}
              checked={current === choice.value}
              disabled={save.isPending}
              onChange={() => {
                setPicked(choice.value);
                save.mutate(bodyOf(choice.value), { onSettled: () => setPicked(null) });
              }}
              aria-describedby={`${id}-${choice.value}-hint`}
              className="mt-0.5 h-4 w-4 cursor-pointer accent-brand-600"
            />
            <div>
              <label htmlFor={`${id}-${choice.value}`} className="cursor-pointer font-medium text-gray-900">
                {choice.label}
              </label>
              <p id={`${id}-${choice.value}-hint`} className="text-gray-600">
                {choice.hint}
              </p>
            </div>
          </div>
        ))
      )}
      <SaveStatus id={`${id}-status`} save={save} />
    </fieldset>
  );
}
