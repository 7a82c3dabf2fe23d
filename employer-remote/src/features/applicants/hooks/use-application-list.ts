// The state of a list of applications (a job's pipeline, or all candidates): the stage shown, the search
// (sent once typing pauses), the page, and the query they make. A new stage or search starts at page 1.
// While the next answer loads, the last one stays on screen.
import type { EmployerApplicationsQuery } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { APPLICATIONS_PAGE_SIZE, employerApplicationsQuery } from '../api/queries';
import type { StageFilterValue } from '../components/stage-filter';

export function useApplicationList(jobId?: string) {
  const [stage, setStageState] = useState<StageFilterValue>('All');
  const [search, setSearchState] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim());
  const filters: EmployerApplicationsQuery = {
    ...(jobId ? { jobId } : {}),
    status: stage === 'All' ? '' : stage,
    q,
    page,
    limit: APPLICATIONS_PAGE_SIZE,
  };
  const list = useQuery({ ...employerApplicationsQuery(filters), placeholderData: keepPreviousData });
  // A page number belongs to one stage and search: back to the first page when they change.
  return {
    stage,
    setStage: (next: StageFilterValue) => {
      setStageState(next);
      setPage(1);
    },
    search,
    setSearch: (text: string) => {
      setSearchState(text);
      setPage(1);
    },
    /** The search as sent (trimmed, after the pause). */
    q,
    page,
    setPage,
    list,
  };
}
