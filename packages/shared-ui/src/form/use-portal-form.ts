// The portal's form layer: react-hook-form holds the values, touched state, submit attempts and busy state;
// this hook adds what every portal form does the same way: rules as plain functions ('' when valid, else
// the message, e.g. the shared validators), when messages appear and go, focus on the first invalid field
// in page order, and the form's own submit error (the red box above the button).
import { useCallback, useMemo, useRef, type FormEvent, type RefObject } from 'react';
import {
  get,
  useForm,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';

/** A rule: '' when the value passes, else the message to show. */
export type FieldRule<TValue, TValues> = (value: TValue, values: TValues) => string;
/** One rule per top-level field; fields without a rule are never invalid. */
export type FormRules<TValues extends FieldValues> = {
  [K in keyof TValues]?: FieldRule<TValues[K], TValues>;
};

/**
 * When a field's message appears and goes:
 * - `submit`: every message on a submit attempt; editing a field clears its own message (the account forms:
 *   the product asks for exactly this);
 * - `touched`: a field's message once it has been left, then live while it is edited; every message after a
 *   submit attempt (long forms such as the job post).
 */
export type FeedbackMode = 'submit' | 'touched';

export interface PortalFormOptions<TValues extends FieldValues> extends Omit<
  UseFormProps<TValues>,
  'resolver' | 'mode' | 'reValidateMode' | 'shouldFocusError'
> {
  rules?: FormRules<TValues>;
  feedback?: FeedbackMode;
}

export interface PortalForm<TValues extends FieldValues> extends Omit<UseFormReturn<TValues>, 'register'> {
  /** react-hook-form's `register`, with the control's starting value for a page rendered on the server. */
  register<TName extends FieldPath<TValues>>(
    name: TName,
    options?: RegisterOptions<TValues, TName>,
  ): PortalRegisterReturn<TName>;
  /**
   * Spread on the <form>: `noValidate` (the rules speak, not the browser), the ref used to find the first
   * invalid field, and the submit handler. `onValid` runs only when every rule passes, never twice at once;
   * while it runs the form is `busy`. `method="post"`: a form sent by the browser itself (on a
   * server-rendered page, before any script has run) never puts what was typed (a password) in the URL.
   */
  formProps(onValid: (values: TValues) => unknown): {
    ref: RefObject<HTMLFormElement | null>;
    method: 'post';
    noValidate: true;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** The field's message, if it should show now. */
  errorOf(name: FieldPath<TValues>): string | undefined;
  /** True while `onValid` runs (show "Signing In...", disable the button). */
  busy: boolean;
  /** How many times a submit was attempted. */
  submitAttempts: number;
  /** The form's own error, shown above the submit button (cleared by the next attempt). */
  submitError: string | undefined;
  setSubmitError(message: string): void;
}

const SUBMIT_ERROR = 'root.server' as const;

/**
 * What `register` returns: react-hook-form's binding plus the control's starting value as HTML carries it
 * (`defaultValue` for text, numbers and selects; `defaultChecked` for a yes/no checkbox). A radio group's
 * options carry their own `value`: each takes `defaultValue` off and starts checked when it equals it.
 */
export type PortalRegisterReturn<TName extends string> = UseFormRegisterReturn<TName> & {
  defaultValue?: string | number;
  defaultChecked?: boolean;
};

function startingProps(value: unknown): { defaultValue?: string | number; defaultChecked?: boolean } {
  if (typeof value === 'string' || typeof value === 'number') return { defaultValue: value };
  if (typeof value === 'boolean') return { defaultChecked: value };
  return {};
}

/** Turns per-field rules into a react-hook-form resolver (one pass over the values, page-independent). */
export function rulesResolver<TValues extends FieldValues>(rules: FormRules<TValues>): Resolver<TValues> {
  return (values) => {
    const errors: Record<string, { type: string; message: string }> = {};
    for (const name of Object.keys(rules) as (keyof TValues & string)[]) {
      const rule = rules[name];
      const message = rule ? rule(values[name], values) : '';
      if (message) errors[name] = { type: 'rule', message };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<TValues> }
      : { values, errors: {} };
  };
}

/** Focuses the first control, in page order, whose `name` has a message. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const controls = form.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]');
  for (const control of controls) {
    const name = control.getAttribute('name');
    if (name && name in errors) {
      control.focus();
      return;
    }
  }
}

/** react-hook-form with the portal's conventions; returns everything useForm returns, plus the helpers above. */
export function usePortalForm<TValues extends FieldValues>({
  rules = {},
  feedback = 'submit',
  ...options
}: PortalFormOptions<TValues>): PortalForm<TValues> {
  // The latest rules are read at each validation, so rules written inline (closing over props) stay current.
  const rulesRef = useRef(rules);
  rulesRef.current = rules;
  const resolver = useMemo<Resolver<TValues>>(
    () => (values, context, resolverOptions) =>
      rulesResolver(rulesRef.current)(values, context, resolverOptions),
    [],
  );
  const form = useForm<TValues>({
    ...options,
    resolver,
    mode: feedback === 'touched' ? 'onTouched' : 'onSubmit',
    reValidateMode: feedback === 'touched' ? 'onChange' : 'onSubmit',
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  const running = useRef(false);
  const { errors, isSubmitting, submitCount } = form.formState;
  const { register: baseRegister, clearErrors, getFieldState, setError, handleSubmit } = form;

  // react-hook-form writes a registered control's starting value from a script once it is mounted, so a
  // page rendered on the server would show an edit form empty until its code runs (and a form sent before
  // then would send nothing). The control carries its starting value itself, as HTML does.
  const { defaultValues } = options;
  const startingValues = typeof defaultValues === 'object' ? defaultValues : undefined;
  // The controls registered so far (each looked at once, when it mounts).
  const mounted = useRef(new WeakSet<HTMLInputElement>());
  const register = useCallback(
    <TName extends FieldPath<TValues>>(
      name: TName,
      registerOptions?: RegisterOptions<TValues, TName>,
    ): PortalRegisterReturn<TName> => {
      const registration = baseRegister(name, {
        ...registerOptions,
        onChange: (event: unknown) => {
          registerOptions?.onChange?.(event);
          // In `submit` feedback, editing a field takes its message away (it comes back on the next attempt).
          if (feedback === 'submit' && getFieldState(name).error) clearErrors(name);
        },
      });
      return {
        ...registration,
        // react-hook-form keeps a text, a list or a checkbox changed before the form was ready (a page the
        // server rendered, used before its code ran), but puts a radio group back to its starting choice:
        // a radio picked then is picked again, as a change.
        ref: (element: unknown) => {
          // Looked at once, when the radio first mounts (later, a pick is the person's, already known).
          const first = element instanceof HTMLInputElement && !mounted.current.has(element);
          if (first) mounted.current.add(element);
          const picked = first && element.type === 'radio' && element.checked && !element.defaultChecked;
          registration.ref(element);
          if (!picked) return;
          element.checked = true;
          void registration.onChange({ target: element, type: 'change' });
        },
        ...startingProps(get<unknown>(startingValues, name)),
      };
    },
    [baseRegister, clearErrors, feedback, getFieldState, startingValues],
  );

  const formProps = (onValid: (values: TValues) => unknown) => ({
    ref: formRef,
    method: 'post' as const,
    noValidate: true as const,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (running.current) return;
      void handleSubmit(
        async (values) => {
          running.current = true;
          try {
            await onValid(values);
          } finally {
            running.current = false;
          }
        },
        (found) => focusFirstInvalid(formRef.current, found),
      )(event);
    },
  });

  return {
    ...form,
    register,
    formProps,
    errorOf: (name) => {
      // react-hook-form's `get` is untyped: read the message only when there is one.
      const error = get<unknown>(errors, name);
      return typeof error === 'object' &&
        error !== null &&
        'message' in error &&
        typeof error.message === 'string'
        ? error.message
        : undefined;
    },
    busy: isSubmitting,
    submitAttempts: submitCount,
    submitError: errors.root?.server?.message,
    setSubmitError: (message) => setError(SUBMIT_ERROR, { type: 'server', message }),
  };
}
