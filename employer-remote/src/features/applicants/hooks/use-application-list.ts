// The state of a list of applications (a job's pipeline, or all candidates), kept in the page's address
// (lib/list-view): the stage shown, the search, the page and the open applicant. A new stage or page is a
// step in the history (Back returns to the one before); the search replaces the current step as it is
// typed (Back does not replay every key) and is sent once typing pauses. A new stage or search starts at
// page 1. While the next answer loads, the last one stays on screen.
import { useAddressParams } from '@portal/shared-data';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useUrlText } from '../../../hooks/use-url-text';
import { employerApplicationsQuery } from '../api/queries';
import {
  listQuery,
  readListView,
  writeListView,
  type ListView,
  type ScreeningFilterValue,
  type StageFilterValue,
} from '../lib/list-view';
import { useEmployerViewer } from '../../../lib/viewer';

/** Marks the history step that opening an applicant added: closing it goes back to the step before. */
const OPENED_HERE = 'applicantOpenedHere';

export function useApplicationList(jobId?: string) {
  const [params, setParams] = useAddressParams();
  const location = useLocation();
  const navigate = useNavigate();
  const view = readListView(params);
  // The request waits for a pause in typing (the address already has each key); a stage or a page changes
  // it at once. The route loader starts the same request from the address on a page's load.
  const q = useDebouncedValue(view.q);
  const viewer = useEmployerViewer();
  const list = useQuery({
    ...employerApplicationsQuery(viewer, listQuery({ ...view, q }, jobId)),
    placeholderData: keepPreviousData,
  });

  const change = (next: Partial<ListView>, replace = false) =>
    setParams((current) => writeListView(current, next), { replace, preventScrollReset: true });

  // The box shows what is typed; the address follows each key.
  const [search, setSearch] = useUrlText(view.q, (text) => change({ q: text, page: 1 }, true));

  return {
    stage: view.stage,
    setStage: (stage: StageFilterValue) => change({ stage, page: 1 }),
    screening: view.screening,
    setScreening: (screening: ScreeningFilterValue) => change({ screening, page: 1 }),
    search,
    setSearch,
    /** The search as sent (trimmed, after the pause). */
    q,
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
