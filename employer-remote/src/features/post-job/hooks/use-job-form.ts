// Form state of the post-job page: the draft, which fields were touched, whether a submit was attempted,
// and the errors to show (a field's error once it was touched, every error after a submit attempt).
import { useCallback, useMemo, useState } from 'react';
import { EMPTY_DRAFT, updateDraft, type JobDraft } from '../lib/job-draft';
import { validateJobForm, type JobFormErrors, type JobFormField } from '../lib/validate-job-form';

export function useJobForm(initial: JobDraft = EMPTY_DRAFT) {
  const [draft, setDraft] = useState<JobDraft>(initial);
  const [touched, setTouched] = useState<Partial<Record<JobFormField, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);

  const errors = useMemo(() => validateJobForm(draft), [draft]);
  const valid = Object.keys(errors).length === 0;
  const visibleErrors = useMemo(() => {
    const shown: JobFormErrors = {};
    for (const [field, message] of Object.entries(errors) as [JobFormField, string][]) {
      if (submitAttempted || touched[field]) shown[field] = message;
    }
    return shown;
  }, [errors, touched, submitAttempted]);

  const setField = useCallback(<K extends keyof JobDraft>(field: K, value: JobDraft[K]) => {
    setDraft((current) => updateDraft(current, field, value));
  }, []);
  const touch = useCallback(
    (field: JobFormField) => setTouched((t) => (t[field] ? t : { ...t, [field]: true })),
    [],
  );
  /** Marks a submit attempt; returns whether the draft is valid. */
  const attemptSubmit = useCallback(() => {
    setSubmitAttempted(true);
    return valid;
  }, [valid]);
  const reset = useCallback((next: JobDraft) => {
    setDraft(next);
    setTouched({});
    setSubmitAttempted(false);
  }, []);

  return { draft, errors, visibleErrors, valid, setField, touch, attemptSubmit, reset };
}
export type JobFormState = ReturnType<typeof useJobForm>;
