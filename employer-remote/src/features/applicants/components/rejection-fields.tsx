import { LIMITS, REJECTION_REASONS, type RejectionReason } from '@portal/contracts/constants';
import { Field, Select, Textarea } from '@portal/shared-ui';
import { FormField, type PortalForm } from '@portal/shared-ui/form';
import { PLACEHOLDER_HINT, REJECTION_TEMPLATES } from '../lib/rejection-templates';

/** What a rejection asks for: a reason (required, the employer's record) and an optional message. */
export interface RejectionValues {
  reason: RejectionReason | '';
  message: string;
}

export const REJECTION_DEFAULTS: RejectionValues = { reason: '', message: '' };
export const REASON_REQUIRED = 'Please select a reason';

export const REJECTION_RULES = {
  reason: (reason: RejectionValues['reason']) => (reason ? '' : REASON_REQUIRED),
};

/** The request's extras from the form's values (no message when it is left blank). */
export function rejectionExtras(values: RejectionValues) {
  const message = values.message.trim();
  return { reason: values.reason || undefined, ...(message ? { message } : {}) };
}

/**
 * The reason and the message of a rejection: the reason is kept for the employer (the candidate never sees
 * it); the message goes to the candidate with the news, starting from a template or from nothing, and can
 * be edited freely.
 */
export function RejectionFields({ form, idPrefix }: { form: PortalForm<RejectionValues>; idPrefix: string }) {
  return (
    <div className="space-y-4">
      <FormField form={form} name="reason" id={`${idPrefix}-reason`} label="Reason" required>
        {(control) => (
          <Select {...control}>
            <option value="">Choose a reason…</option>
            {REJECTION_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {reason}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Field
        id={`${idPrefix}-template`}
        label="Start from a template"
        hint="Only the employer sees the reason. The message below goes to the candidate."
      >
        {(control) => (
          <Select
            {...control}
            value=""
            onChange={(event) => {
              const template = REJECTION_TEMPLATES.find((t) => t.id === event.target.value);
              if (template) form.setValue('message', template.text, { shouldDirty: true });
            }}
          >
            <option value="">Choose a template…</option>
            {REJECTION_TEMPLATES.map((template) => (
              <option key={template.id} value={template.id}>
                {template.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormField
        form={form}
        name="message"
        id={`${idPrefix}-message`}
        label="Message to the candidate"
        optional
        hint={PLACEHOLDER_HINT}
      >
        {(control) => <Textarea {...control} rows={7} maxLength={LIMITS.statusMessageMaxLength} />}
      </FormField>
    </div>
  );
}
