import type { StageCounts } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';
import { Input, SearchIcon, Select } from '@portal/shared-ui';
import type { ScreeningFilterValue } from '../lib/list-view';
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
  screening: ScreeningFilterValue;
  onScreening: (screening: ScreeningFilterValue) => void;
}

export const SCREENING_FILTER_LABELS: Record<ScreeningFilterValue, string> = {
  all: 'All candidates',
  'knocked-out': 'Knocked out',
  passed: 'Not knocked out',
};

/** The stage filter (with counts), the screening filter and the search box above a list of applications. */
export function ApplicationsToolbar(props: ApplicationsToolbarProps) {
  const searchId = useId();
  const screeningId = useId();
  return (
    <div className="flex flex-col gap-3 border-b border-gray-200 p-4 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
      <StageFilter
        value={props.stage}
        counts={props.counts}
        onChange={props.onStage}
        onDropOn={props.onDropOn}
      />
      <div className="flex flex-col gap-3 sm:flex-row lg:items-center">
        <div className="sm:w-48">
          <label htmlFor={screeningId} className="sr-only">
            Filter by screening answers
          </label>
          <Select
            id={screeningId}
            value={props.screening}
            onChange={(event) => props.onScreening(event.target.value as ScreeningFilterValue)}
          >
            {(Object.keys(SCREENING_FILTER_LABELS) as ScreeningFilterValue[]).map((value) => (
              <option key={value} value={value}>
                {SCREENING_FILTER_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
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
    </div>
  );
}
