import type { StageCounts } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';
import { Input, SearchIcon } from '@portal/shared-ui';
import { useId } from 'react';
import { StageFilter, type StageFilterValue } from './stage-filter';

export interface ApplicationsToolbarProps {
  stage: StageFilterValue;
  onStage: (stage: StageFilterValue) => void;
  counts: StageCounts | undefined;
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  searchPlaceholder: string;
  onDropOn?: ((stage: ApplicationStatus) => void) | undefined;
}

/** The stage filter (with counts) and the search box above a list of applications. */
export function ApplicationsToolbar(props: ApplicationsToolbarProps) {
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 border-b border-gray-200 p-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
      <StageFilter
        value={props.stage}
        counts={props.counts}
        onChange={props.onStage}
        onDropOn={props.onDropOn}
      />
      <div className="lg:w-72">
        <label htmlFor={searchId} className="sr-only">
          {props.searchLabel}
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder={props.searchPlaceholder}
          leading={<SearchIcon className="h-5 w-5" />}
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
        />
      </div>
    </div>
  );
}
