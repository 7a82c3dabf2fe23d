import type { ReactNode } from 'react';

export const inputClass =
  'block w-full rounded-lg border bg-white px-3 py-2 text-gray-900 placeholder:text-gray-500 shadow-sm ' +
  'focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:bg-gray-100 read-only:bg-gray-50 ' +
  'aria-[invalid=true]:border-red-500 border-gray-300';

export interface FormFieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string | undefined;
  hint?: string;
  children: ReactNode;
  className?: string;
}

/** Label (with a decorative asterisk when required), the control, and its error (announced). */
export function FormField({ id, label, required, error, hint, children, className }: FormFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {error}
    </p>
  );
}

/** aria attributes that tie a control to its FormField error. */
export function fieldAria(id: string, error?: string | undefined) {
  return error
    ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` }
    : { 'aria-invalid': false as const };
}
