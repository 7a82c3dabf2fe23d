// The state of a list of applications (a job's pipeline, or all candidates), kept in the page's address
// (lib/list-view): the stage shown, the search, the page and the open applicant. A new stage or page is a
// step in the history (Back returns to the one before); the search is written once typing pauses and
// replaces the current step (Back does not replay every key). A new stage or search starts at page 1.
// While the next answer loads, the last one stays on screen.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useUrlText } from '../../../hooks/use-url-text';
import { listViewQuery } from '../api/queries';
import { readListView, writeListView, type ListView, type StageFilterValue } from '../lib/list-view';

/** Marks the history step that opening an applicant added: closing it goes back to the step before. */
const OPENED_HERE = 'applicantOpenedHere';

export function useApplicationList(jobId?: string) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = readListView(params);
  const list = useQuery({ ...listViewQuery(params, jobId), placeholderData: keepPreviousData });

  const change = (next: Partial<ListView>, replace = false) =>
    setParams((current) => writeListView(current, next), { replace, preventScrollReset: true });

  // The box shows what is typed; the address (and the request) follow once typing pauses.
  const [search, setSearch] = useUrlText(view.q, (q) => change({ q, page: 1 }, true));

  return {
    stage: view.stage,
    setStage: (stage: StageFilterValue) => change({ stage, page: 1 }),
    search,
    setSearch,
    /** The search as sent (trimmed, after the pause). */
    q: view.q,
    page: view.page,
    setPage: (page: number) => change({ page }),
    /** The applicant open over the list (its modal), and opening or closing it. */
    applicant: view.applicant,
    openApplicant: (applicant: string) =>
      setParams((current) => writeListView(current, { applicant }), {
        state: { [OPENED_HERE]: true },
        preventScrollReset: true,
      }),
    closeApplicant: () => {
      const state: unknown = location.state;
      if (state && typeof state === 'object' && OPENED_HERE in state) void navigate(-1);
      else change({ applicant: null }, true);
    },
    list,
  };
}
