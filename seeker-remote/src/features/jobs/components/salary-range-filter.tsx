import { useEffect, useId, useState } from 'react';
import { parseSalary, salaryRangeSummary } from '../filters';

export interface SalaryRangeFilterProps {
  minSalary: string;
  maxSalary: string;
  onChange: (patch: { minSalary?: string; maxSalary?: string }) => void;
  /** The search form the inputs belong to (named as the URL names them); see JobFiltersPanel. */
  form?: string | undefined;
}

const input =
  'w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

/**
 * Min/max salary: numbers, min 0, step 1000. What is typed is kept as typed while the field has focus (its
 * whole-number value already filters); on blur it is rewritten as that whole number, or cleared when empty.
 */
function SalaryInput({
  label,
  name,
  form,
  value,
  onCommit,
}: {
  label: string;
  name: 'minSalary' | 'maxSalary';
  form: string | undefined;
  value: string;
  onCommit: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // Follow outside changes (Clear All, URL) without fighting what is being typed.
  useEffect(() => {
    setDraft((current) => (parseSalary(current) === value ? current : value));
  }, [value]);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-gray-700">
        {label}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-gray-500"
        >
          $
        </span>
        <input
          id={id}
          {...(form ? { name, form } : {})}
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          value={draft}
          placeholder="0"
          onChange={(event) => {
            setDraft(event.target.value);
            onCommit(parseSalary(event.target.value));
          }}
          onBlur={() => {
            const parsed = parseSalary(draft);
            setDraft(parsed);
            onCommit(parsed);
          }}
          className={`${input} pl-7`}
        />
      </div>
    </div>
  );
}

export function SalaryRangeFilter({ minSalary, maxSalary, onChange, form }: SalaryRangeFilterProps) {
  const inverted = minSalary !== '' && maxSalary !== '' && Number(minSalary) > Number(maxSalary);
  return (
    <div>
      <div className="grid grid-cols-2 gap-3">
        <SalaryInput
          label="Min Salary"
          name="minSalary"
          form={form}
          value={minSalary}
          onCommit={(value) => onChange({ minSalary: value })}
        />
        <SalaryInput
          label="Max Salary"
          name="maxSalary"
          form={form}
          value={maxSalary}
          onCommit={(value) => onChange({ maxSalary: value })}
        />
      </div>
      <p aria-live="polite" className="mt-2 text-xs text-gray-600">
        {salaryRangeSummary(minSalary, maxSalary)}
      </p>
      {inverted && <p className="mt-1 text-xs text-amber-700">Min Salary is higher than Max Salary.</p>}
    </div>
  );
}
