import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, RegisterOptions } from 'react-hook-form';
import { Field, type FieldControlProps, type FieldProps } from '../components/field';
import type { PortalForm, PortalRegisterReturn } from './use-portal-form';

export interface FormFieldProps<TValues extends FieldValues, TName extends FieldPath<TValues>> extends Omit<
  FieldProps,
  'error' | 'children'
> {
  form: PortalForm<TValues>;
  name: TName;
  registerOptions?: RegisterOptions<TValues, TName>;
  /** Renders the control: spread `control` on it (aria wiring, id, name, value binding, ref). */
  children: (control: FieldControlProps & PortalRegisterReturn<TName>) => ReactNode;
}

/** A Field bound to a form: the label, hint and message of `name`, with the control registered. */
export function FormField<TValues extends FieldValues, TName extends FieldPath<TValues>>({
  form,
  name,
  registerOptions,
  children,
  ...field
}: FormFieldProps<TValues, TName>) {
  return (
    <Field {...field} error={form.errorOf(name)}>
      {(control) => children({ ...control, ...form.register(name, registerOptions) })}
    </Field>
  );
}
