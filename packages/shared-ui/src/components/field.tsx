import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { TYPE } from '../tokens';
import { cx } from '../utils';

/** What a Field hands its control: spread it on the input, select, textarea, file input or group. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  /** Only for a group (`group`): the group is named by the Field's label. */
  'aria-labelledby'?: string;
}

export interface FieldProps {
  label: ReactNode;
  /** The control's id (default: a generated one). The hint and error ids derive from it. */
  id?: string;
  /** Shows the asterisk (hidden from assistive technology) and sets aria-required on the control. */
  required?: boolean;
  /** Shows "(optional)" after the label. */
  optional?: boolean;
  /** Help under the control; read with it (aria-describedby). */
  hint?: ReactNode;
  /** The field's message; when set the control is aria-invalid and described by it. */
  error?: string | false | null;
  /**
   * A group of controls (radio cards, a salary pair) instead of one: the label is not a <label> but the
   * group's name, so spread the control props on the element with role="radiogroup"/"group".
   */
  group?: boolean;
  className?: string;
  /** Renders the control with the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

/**
 * The one accessible form field: label (with the required marker or "(optional)"), the control, its hint
 * and its error, wired with aria-invalid and aria-describedby (hint first, error last).
 */
export function Field({
  label,
  id,
  required,
  optional,
  hint,
  error,
  group,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const labelId = `${controlId}-label`;
  const hintId = hint ? fieldHintId(controlId) : undefined;
  const errorId = error ? fieldErrorId(controlId) : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id: controlId,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
    ...(group ? { 'aria-labelledby': labelId } : {}),
  };
  const labelContent = (
    <>
      {label}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
      {optional && (
        <>
          {' '}
          <span className="font-normal text-gray-600">(optional)</span>
        </>
      )}
    </>
  );
  return (
    <div className={className}>
      {group ? (
        <p id={labelId} className={cx('mb-1.5 block', TYPE.label)}>
          {labelContent}
        </p>
      ) : (
        <label id={labelId} htmlFor={controlId} className={cx('mb-1.5 block', TYPE.label)}>
          {labelContent}
        </label>
      )}
      {children(control)}
      {hint && (
        <p id={hintId} className={cx('mt-1.5', TYPE.hint)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={cx('mt-1.5', TYPE.error)}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The control look: one border, radius, padding, focus ring and invalid state (from aria-invalid, so it
 * follows the Field). Placeholders are gray-500: at least 4.5:1 on white.
 */
export const CONTROL_CLASS = cx(
  'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 sm:text-sm',
  'placeholder:text-gray-500 transition-colors',
  'focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200',
  'disabled:cursor-not-allowed disabled:bg-gray-100 read-only:bg-gray-50',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-200',
);

export interface InputProps extends ComponentPropsWithRef<'input'> {
  /** Decorative icon inside the input, on the left. */
  leading?: ReactNode;
  /** A control inside the input, on the right (e.g. a show/hide password button). */
  trailing?: ReactNode;
}

/** A text-like input with the control look; `ref` reaches the <input> (React 19). */
export function Input({ leading, trailing, className, ref, ...rest }: InputProps) {
  const input = (
    <input
      ref={ref}
      className={cx(CONTROL_CLASS, leading ? 'pl-10' : undefined, trailing ? 'pr-11' : undefined, className)}
      {...rest}
    />
  );
  if (!leading && !trailing) return input;
  return (
    <div className="relative">
      {leading && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 left-0 flex items-center pl-3 text-gray-500"
        >
          {leading}
        </span>
      )}
      {input}
      {trailing && <span className="absolute inset-y-0 right-0 flex items-center pr-1.5">{trailing}</span>}
    </div>
  );
}

export function Select({ className, ref, ...rest }: ComponentPropsWithRef<'select'>) {
  return <select ref={ref} className={cx(CONTROL_CLASS, className)} {...rest} />;
}

export function Textarea({ className, ref, ...rest }: ComponentPropsWithRef<'textarea'>) {
  return <textarea ref={ref} className={cx(CONTROL_CLASS, className)} {...rest} />;
}
