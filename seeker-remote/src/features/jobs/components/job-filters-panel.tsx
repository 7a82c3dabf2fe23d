import {
  CATEGORY_LABELS,
  DATE_POSTED,
  DATE_POSTED_LABELS,
  JOB_CATEGORIES,
  JOB_TYPES,
} from '@portal/contracts/constants';
import { Button } from '@portal/shared-ui/button';
import { useId } from 'react';
import type { JobFilters } from '../filters';
import { SalaryRangeFilter } from './salary-range-filter';

export interface JobFiltersPanelProps {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
  onClearAll: () => void;
  /**
   * The search form the fields belong to (its id): they are then named as the URL names them, so the
   * form submits them as they are before the page's code has run. Without it, the fields are the page's only.
   */
  form?: string;
}

function RadioGroup<T extends string>({
  legend,
  name,
  form,
  value,
  options,
  anyLabel,
  onChange,
}: {
  legend: string;
  name: string;
  form: string | undefined;
  value: T | '';
  options: readonly { value: T; label: string }[];
  anyLabel: string;
  onChange: (value: T | '') => void;
}) {
  const all: { value: T | ''; label: string }[] = [{ value: '', label: anyLabel }, ...options];
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-gray-900">{legend}</legend>
      <div className="space-y-1">
        {all.map((option) => (
          <label
            key={option.value || 'any'}
            className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm text-gray-700 hover:bg-gray-50"
          >
            <input
              type="radio"
              name={name}
              form={form}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="h-4 w-4 accent-brand-600"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const TYPE_OPTIONS = JOB_TYPES.map((type) => ({ value: type, label: type }));
const CATEGORY_OPTIONS = JOB_CATEGORIES.map((category) => ({
  value: category,
  label: CATEGORY_LABELS[category],
}));
const DATE_OPTIONS = DATE_POSTED.map((window) => ({ value: window, label: DATE_POSTED_LABELS[window] }));

/**
 * Job Type, Date Posted, Salary Range, Category and Clear All: the body of the sidebar and of the mobile
 * drawer. Clear All also resets the order of the results.
 */
export function JobFiltersPanel({ filters, onChange, onClearAll, form }: JobFiltersPanelProps) {
  const id = useId();
  // In the search form, the URL's names; elsewhere (the drawer) names of its own, so two panels on one page
  // never share a radio group.
  const name = (param: 'type' | 'datePosted' | 'category') => (form ? param : `${id}-${param}`);
  return (
    <div className="space-y-6">
      <RadioGroup
        legend="Job Type"
        name={name('type')}
        form={form}
        value={filters.type}
        options={TYPE_OPTIONS}
        anyLabel="All types"
        onChange={(type) => onChange({ type })}
      />
      <RadioGroup
        legend="Date Posted"
        name={name('datePosted')}
        form={form}
        value={filters.datePosted}
        options={DATE_OPTIONS}
        anyLabel={DATE_POSTED_LABELS['']}
        onChange={(datePosted) => onChange({ datePosted })}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-gray-900">Salary Range</legend>
        <SalaryRangeFilter
          minSalary={filters.minSalary}
          maxSalary={filters.maxSalary}
          onChange={onChange}
          form={form}
        />
      </fieldset>
      <RadioGroup
        legend="Category"
        name={name('category')}
        form={form}
        value={filters.category}
        options={CATEGORY_OPTIONS}
        anyLabel="All categories"
        onChange={(category) => onChange({ category })}
      />
      {form && (
        // Without the page's code the filters apply when the form is sent (with it, as they change).
        <noscript>
          <Button type="submit" form={form} fullWidth>
            Apply filters
          </Button>
        </noscript>
      )}
      <Button variant="secondary" fullWidth onClick={onClearAll}>
        Clear All
      </Button>
    </div>
  );
}
