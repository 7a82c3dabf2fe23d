import { Button } from '@portal/shared-ui/button';
import { MapPinIcon, SearchIcon } from '@portal/shared-ui/icons';
import type { FormEvent } from 'react';
import { MESSAGES } from '../../../lib/messages';
import { SEEKER_PATHS } from '../../../app/route-patterns';

export interface JobSearchBarProps {
  /** The form's id: the filters and the order elsewhere on the page belong to it (their `form` attribute). */
  id: string;
  keyword: string;
  location: string;
  onChange: (patch: { keyword?: string; location?: string }) => void;
  onSearch: () => void;
}

const field =
  'w-full rounded-lg border border-gray-300 bg-white py-3 pl-10 pr-3 text-sm text-gray-900 placeholder:text-gray-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

/**
 * Keyword + location + Search Jobs. Typing searches by itself (debounced); the button searches at once.
 * It is a plain GET form of /find-jobs as well, with the page's filters and order: before the page's code
 * has run (or without JavaScript) Search Jobs loads the results of the search from the server.
 */
export function JobSearchBar({ id, keyword, location, onChange, onSearch }: JobSearchBarProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields show is what is searched. Text typed into a server-rendered page before its code ran
    // is in the fields but not in the page's state (React does not replay it): it becomes the search, which
    // then follows the usual pause like any edit.
    const data = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    const shown = { keyword: text('keyword'), location: text('location') };
    if (shown.keyword !== keyword || shown.location !== location) onChange(shown);
    else onSearch();
  };
  return (
    <form
      id={id}
      role="search"
      aria-label="Search jobs"
      method="get"
      action={SEEKER_PATHS.findJobs}
      onSubmit={submit}
      className="grid gap-3 md:grid-cols-[1fr_1fr_auto]"
    >
      <div className="relative">
        <label htmlFor="job-keyword" className="sr-only">
          Keyword
        </label>
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" />
        <input
          id="job-keyword"
          name="keyword"
          type="search"
          value={keyword}
          maxLength={200}
          placeholder={MESSAGES.keywordPlaceholder}
          onChange={(event) => onChange({ keyword: event.target.value })}
          className={field}
        />
      </div>
      <div className="relative">
        <label htmlFor="job-location" className="sr-only">
          Location
        </label>
        <MapPinIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" />
        <input
          id="job-location"
          name="location"
          type="text"
          value={location}
          maxLength={200}
          placeholder="Location"
          autoComplete="address-level2"
          onChange={(event) => onChange({ location: event.target.value })}
          className={field}
        />
      </div>
      <Button type="submit" size="lg">
        <SearchIcon className="h-4 w-4" />
        Search Jobs
      </Button>
    </form>
  );
}
