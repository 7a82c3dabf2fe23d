import { RULE_MESSAGES } from '@portal/contracts/rules';
import { getErrorMessage } from '@portal/shared-auth';
import { Button, Field, Input } from '@portal/shared-ui';
import { useState, type FormEvent, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { EMPLOYER_PATHS } from '../../../lib/paths';
import { COMPANY_NAME_SAVED, useNameCompany } from '../hooks/use-name-company';

export const COMPANY_FIRST_TEXT = {
  heading: 'Name your company first',
  saved: COMPANY_NAME_SAVED,
} as const;

/**
 * A new employer names the company before the first job: every job goes out under its company's name (the
 * job page, the company's page, candidates' lists, alert e-mails), and the API refuses a job until there is
 * one. The name is saved to the Company Profile, where the logo and description can follow later.
 */
export function CompanyNameFirst({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useNameCompany();

  function submit(event: FormEvent) {
    event.preventDefault();
    const companyName = name.trim();
    if (!companyName) {
      setError(RULE_MESSAGES.companyNameRequired);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    save.mutate(companyName, {
      onError: (failure) => setError(getErrorMessage(failure, 'The company name could not be saved')),
    });
  }

  return (
    <section
      aria-labelledby="company-first-heading"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
    >
      <h2 id="company-first-heading" className="text-lg font-semibold text-gray-900">
        {COMPANY_FIRST_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        Your jobs go out under your company&apos;s name. It is saved to your{' '}
        <Link to={EMPLOYER_PATHS.companyProfile} className="font-medium text-brand-700 underline">
          Company Profile
        </Link>
        , where you can add a logo and a description too.
      </p>
      <form
        onSubmit={submit}
        noValidate
        aria-label="Company name"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <Field label="Company Name" id="company-first-name" required error={error} className="flex-1">
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type="text"
              value={name}
              maxLength={200}
              autoComplete="organization"
              onChange={(event) => setName(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" loading={save.isPending} className="sm:mt-7">
          {save.isPending ? 'Saving...' : 'Save company name'}
        </Button>
      </form>
    </section>
  );
}
