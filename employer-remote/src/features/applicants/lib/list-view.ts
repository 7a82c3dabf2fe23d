// What a list of applications shows (a job's pipeline, or all candidates) lives in the page's address:
// `?stage=Review&q=ana&page=2&screening=knocked-out`, and `applicant=<id>` while one applicant is open. So a view survives a
// reload, opens in a new tab, can be bookmarked or sent to a colleague, and Back/Forward step through it.
// Reading is forgiving (an unknown stage is "All", a bad page is 1); writing leaves defaults out, so the
// plain view has the plain address. The route loader and the page read the same view: one request.
import type { EmployerApplicationsQuery } from '@portal/contracts';
import {
  APPLICATION_STATUSES,
  LIMITS,
  SCREENING_FILTERS,
  type ApplicationStatus,
  type ScreeningFilter,
} from '@portal/contracts/constants';

export type StageFilterValue = ApplicationStatus | 'All';
/** Every candidate, or only those a screening answer knocked out, or only the others. */
export type ScreeningFilterValue = ScreeningFilter | 'all';

/** Applications per page of a pipeline or of all candidates. */
export const APPLICATIONS_PAGE_SIZE = 20;

export interface ListView {
  stage: StageFilterValue;
  /** The search as sent: trimmed. */
  q: string;
  page: number;
  /** The applicant open over the list, if any. */
  applicant: string | null;
  screening: ScreeningFilterValue;
}

const PARAM = {
  stage: 'stage',
  q: 'q',
  page: 'page',
  applicant: 'applicant',
  screening: 'screening',
} as const;

const isScreening = (value: string | null): value is ScreeningFilter =>
  (SCREENING_FILTERS as readonly string[]).includes(value ?? '');

const isStage = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

export function readListView(params: URLSearchParams): ListView {
  const stage = params.get(PARAM.stage);
  const page = Number(params.get(PARAM.page));
  return {
    stage: isStage(stage) ? stage : 'All',
    q: (params.get(PARAM.q) ?? '').trim().slice(0, LIMITS.searchMaxLength),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
    applicant: params.get(PARAM.applicant) || null,
    screening: isScreening(params.get(PARAM.screening))
      ? (params.get(PARAM.screening) as ScreeningFilter)
      : 'all',
  };
}

/** The address's query with `change` applied (other parameters kept), defaults left out. */
export function writeListView(params: URLSearchParams, change: Partial<ListView>): URLSearchParams {
  const view = { ...readListView(params), ...change };
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  set(PARAM.stage, view.stage === 'All' ? null : view.stage);
  set(PARAM.q, view.q.trim() || null);
  set(PARAM.page, view.page > 1 ? String(view.page) : null);
  set(PARAM.applicant, view.applicant);
  set(PARAM.screening, view.screening === 'all' ? null : view.screening);
  return next;
}

/** The API query a view asks (a job's pipeline with `jobId`, all candidates without). */
export function listQuery(
  view: Pick<ListView, 'stage' | 'q' | 'page'> & Partial<Pick<ListView, 'screening'>>,
  jobId?: string,
): EmployerApplicationsQuery {
  return {
    ...(jobId ? { jobId } : {}),
    ...(view.screening && view.screening !== 'all' ? { screening: view.screening } : {}),
    status: view.stage === 'All' ? '' : view.stage,
    q: view.q,
    page: view.page,
    limit: APPLICATIONS_PAGE_SIZE,
  };
}
