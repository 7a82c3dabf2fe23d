import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  /** The field's validation message, shown under it and tied to the input (aria-describedby). */
  error?: string | undefined;
  /** Decorative icon inside the input, on the left. */
  icon?: ReactNode;
  /** A control inside the input, on the right (e.g. the show/hide password button). */
  trailing?: ReactNode;
}

export const fieldErrorId = (id: string) => `${id}-error`;

/** A labelled input with its error under it (aria-invalid + aria-describedby when there is one). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { id, label, error, icon, trailing, className = '', ...input },
  ref,
) {
  const errorId = fieldErrorId(id);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-gray-400">
            {icon}
          </span>
        ) : null}
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`block w-full rounded-lg border bg-white py-2.5 text-gray-900 placeholder:text-gray-400 transition focus:outline-none focus:ring-2 disabled:bg-gray-50 ${
            icon ? 'pl-10' : 'pl-3'
          } ${trailing ? 'pr-11' : 'pr-3'} ${
            error
              ? 'border-red-400 focus:border-red-500 focus:ring-red-200'
              : 'border-gray-300 focus:border-blue-500 focus:ring-blue-200'
          } ${className}`}
          {...input}
        />
        {trailing ? (
          <span className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</span>
        ) : null}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-center gap-1 text-sm text-red-600">
      {children}
    </p>
  );
}
