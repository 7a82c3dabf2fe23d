import { JOB_SORT_LABELS, JOB_SORTS, type JobSort } from '@portal/contracts/constants';
import { Select } from '@portal/shared-ui/field';
import { useId } from 'react';

/**
 * The order of the results. Relevance is the API's default (best match for a keyword, newest without one),
 * so choosing it clears the URL's `sort` rather than writing the default into every shared link.
 */
export function SortSelect({
  value,
  onChange,
  form,
}: {
  value: JobSort | '';
  onChange: (sort: JobSort | '') => void;
  /** The search form the order is sent with (see JobSearchBar). */
  form?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-gray-700">
        Sort by
      </label>
      <Select
        id={id}
        name="sort"
        form={form}
        value={value || 'relevance'}
        onChange={(event) => {
          const next = event.target.value as JobSort;
          onChange(next === 'relevance' ? '' : next);
        }}
        className="w-auto py-2"
      >
        {JOB_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {JOB_SORT_LABELS[sort]}
          </option>
        ))}
      </Select>
    </div>
  );
}
