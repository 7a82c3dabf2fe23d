import type { EmployerApplication, Job } from '@portal/contracts';
import { APPLICATION_STATUSES, CATEGORY_LABELS, type ApplicationStatus } from '@portal/contracts/constants';
import {
  Button,
  ButtonLink,
  BriefcaseIcon,
  ChevronLeftIcon,
  EmptyState,
  LoadingScreen,
  MapPinIcon,
  Select,
  TYPE,
  UsersIcon,
  PageTitle,
} from '@portal/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { jobQuery } from '../../../api/job-query';
import { useMediaQuery, WIDE_SCREEN } from '../../../hooks/use-media-query';
import { EMPLOYER_PATHS, jobApplicantsPath, readJobId, readStateString } from '../../../lib/paths';
import { firstPageQuery } from '../api/queries';
import { useApplicationList } from '../hooks/use-application-list';
import { useMoveApplications, type MoveResult as MoveResultValue } from '../hooks/use-move-applications';
import { useUndoChange } from '../hooks/use-undo-change';
import type { StatusExtras } from '../api/update-application-status';
import { ApplicantProfileModal } from './applicant-profile-modal';
import { ApplicantRow } from './applicant-row';
import { ApplicationsPagination } from './applications-pagination';
import { ApplicationsToolbar } from './applications-toolbar';
import { asksFirst, MoveDialog, type PendingMove } from './move-dialog';
import { MoveResult } from './move-result';
import { useEmployerViewer } from '../../../lib/viewer';

type JobSummary = Pick<Job, 'title' | 'location' | 'type' | 'category'>;

function GroupHeader({ job, count }: { job: JobSummary; count: number | undefined }) {
  return (
    <div className="flex flex-col gap-3 border-b border-gray-200 bg-gray-50 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0">
        <h2 className={`${TYPE.sectionTitle} break-words`}>{job.title}</h2>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1">
            <MapPinIcon className="h-4 w-4" />
            {job.location}
          </span>
          <span className="inline-flex items-center gap-1">
            <BriefcaseIcon className="h-4 w-4" />
            {job.type}
          </span>
          <span>{CATEGORY_LABELS[job.category] ?? job.category}</span>
        </p>
      </div>
      {count !== undefined && (
        <span className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 sm:self-auto">
          <UsersIcon className="h-4 w-4" />
          {count} Application(s)
        </span>
      )}
    </div>
  );
}

/** "Select all on this page", half-checked when some are. */
function SelectAll({
  rows,
  selected,
  onChange,
}: {
  rows: EmployerApplication[];
  selected: ReadonlyMap<string, string>;
  onChange: (all: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  const picked = rows.filter((row) => selected.has(row._id)).length;
  const all = rows.length > 0 && picked === rows.length;
  useEffect(() => {
    if (box.current) box.current.indeterminate = picked > 0 && !all;
  }, [picked, all]);
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-gray-800">
      <input
        ref={box}
        type="checkbox"
        checked={all}
        onChange={() => onChange(!all)}
        disabled={rows.length === 0}
        className="h-4 w-4 rounded border-gray-300 accent-brand-600"
      />
      Select all on this page
    </label>
  );
}

/**
 * The pipeline of one job: its applicants by stage (Applied, Review, Accepted, Rejected) with counts, a
 * search by name, and moving applicants: one with its "Move to" select or by dragging it onto a stage,
 * several by selecting them and choosing a stage. A bulk move says how many go where before it goes, and a
 * rejection asks for a reason and an optional message. Every move waits for the server; the result names
 * each applicant who did not move and offers Undo while the candidates have not been told yet.
 */
function ApplicantsPipeline({ jobId }: { jobId: string }) {
  const wide = useMediaQuery(WIDE_SCREEN);
  const bulkStageId = useId();
  const {
    stage,
    setStage,
    screening,
    setScreening,
    search,
    setSearch,
    q,
    page,
    setPage,
    list,
    applicant,
    openApplicant,
    closeApplicant,
  } = useApplicationList(jobId);
  // The job's own numbers (no stage, no search): the same query as the first view, so usually cached.
  const viewer = useEmployerViewer();
  const everything = useQuery(firstPageQuery(viewer, jobId));
  const job = useQuery(jobQuery(viewer, jobId));
  const rows = list.data?.applications ?? [];
  const summary: JobSummary | undefined = job.data ?? rows[0]?.job;

  // Selected applicants by id, with their names (to report on them after the list has changed).
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [bulkStage, setBulkStage] = useState<ApplicationStatus>('Review');
  const [dragging, setDragging] = useState<string[] | null>(null);
  const [result, setResult] = useState<MoveResultValue | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  const move = useMoveApplications();
  const undo = useUndoChange();
  const resultRef = useRef<HTMLDivElement>(null);
  // After a move (or its Undo) the result takes the focus: the button that started it may be gone (its
  // row moved out of the stage shown) or disabled (nothing selected any more). Asked for with the result
  // and done once it is on the page (an animation frame could come before React had put it there).
  const [focusAsked, setFocusAsked] = useState(0);
  const focusResult = () => setFocusAsked((n) => n + 1);
  useEffect(() => {
    if (focusAsked > 0) resultRef.current?.focus();
  }, [focusAsked]);

  // A selection belongs to the rows on screen: a new stage, search or page starts without one.
  useEffect(() => setSelected(new Map()), [stage, q, page]);

  const nameOf = (id: string) =>
    selected.get(id) ?? rows.find((row) => row._id === id)?.applicant.name ?? 'An applicant';
  const stageOf = (id: string) => rows.find((row) => row._id === id)?.status;

  /** A move: at once for one applicant to a stage other than Rejected, else after the dialog. */
  function moveTo(ids: string[], target: ApplicationStatus) {
    if (ids.length === 0 || move.isPending) return;
    const request = { ids, stage: target };
    if (asksFirst(request)) setPending(request);
    else void send(request, {});
  }

  async function send(request: PendingMove, extras: StatusExtras) {
    setPending(null);
    setResult(null);
    const outcome = await move.mutateAsync({ ...request, nameOf, extras });
    setResult(outcome);
    setSelected((current) => {
      const next = new Map(current);
      for (const id of outcome.settledIds) next.delete(id);
      return next;
    });
    focusResult();
  }

  async function undoMove() {
    if (!result?.undo || undo.isPending) return;
    const reply = await undo.mutateAsync(result.undo._id);
    setResult({ tone: reply.ok ? 'success' : 'error', message: reply.message, failures: [], settledIds: [] });
    focusResult();
  }

  const toggle = (row: EmployerApplication) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row._id)) next.delete(row._id);
      else next.set(row._id, row.applicant.name);
      return next;
    });

  const selectPage = (all: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (all) next.set(row._id, row.applicant.name);
        else next.delete(row._id);
      }
      return next;
    });

  const total = everything.data?.counts.total;
  // A job without applications, or a list that failed to load (logged; the product shows no message).
  const jobHasNone = total === 0 || (list.isError && !list.data);
  const opened = rows.find((row) => row._id === applicant);

  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle title={summary ? `${summary.title} applicants` : 'Applicants'} />
      <div className="mb-6 flex flex-col gap-3">
        <ButtonLink as={Link} to={EMPLOYER_PATHS.manageJobs} variant="ghost" size="sm" className="self-start">
          <ChevronLeftIcon className="h-4 w-4" />
          Back
        </ButtonLink>
        <h1 className={TYPE.pageTitle}>Applications Overview</h1>
      </div>

      {list.isPending ? (
        <LoadingScreen text="Loading applications..." />
      ) : (
        <section
          aria-label={summary ? `Applications for ${summary.title}` : 'Applications'}
          className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
        >
          {summary && <GroupHeader job={summary} count={total} />}
          {jobHasNone ? (
            <EmptyState
              icon={<UsersIcon className="h-8 w-8" />}
              title="No applications available"
              description="No applications found at the moment"
            />
          ) : (
            <>
              <ApplicationsToolbar
                stage={stage}
                onStage={setStage}
                screening={screening}
                onScreening={setScreening}
                counts={list.data?.counts}
                search={search}
                onSearch={setSearch}
                searchLabel="Search applicants"
                searchPlaceholder="Search by name or e-mail"
                onDropOn={dragging ? (target) => moveTo(dragging, target) : undefined}
              />
              <div className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-gray-200 px-4 py-3 sm:px-6">
                <SelectAll rows={rows} selected={selected} onChange={selectPage} />
                <span className="text-sm text-gray-600" aria-live="polite">
                  {selected.size} selected
                </span>
                <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
                  <label htmlFor={bulkStageId} className="text-sm font-medium text-gray-800">
                    Move selected to
                  </label>
                  <Select
                    id={bulkStageId}
                    value={bulkStage}
                    onChange={(event) => setBulkStage(event.target.value as ApplicationStatus)}
                    className="w-auto! py-1.5!"
                  >
                    {APPLICATION_STATUSES.map((value) => (
                      <option key={value} value={value}>
                        {value}
                      </option>
                    ))}
                  </Select>
                  <Button
                    size="sm"
                    onClick={() => moveTo([...selected.keys()], bulkStage)}
                    disabled={selected.size === 0}
                    loading={move.isPending}
                  >
                    {move.isPending ? 'Moving...' : 'Move selected'}
                  </Button>
                </div>
              </div>
              {wide && (
                <p className="px-4 pt-3 text-xs text-gray-600 sm:px-6">
                  Tip: drag applicants onto a stage to move them there.
                </p>
              )}
              {result && (
                <MoveResult
                  ref={resultRef}
                  outcome={result}
                  onDismiss={() => setResult(null)}
                  onUndo={() => void undoMove()}
                  undoing={undo.isPending}
                />
              )}
              {rows.length === 0 ? (
                <EmptyState
                  icon={<UsersIcon className="h-8 w-8" />}
                  title="No applicants match"
                  description="Try another stage, or another name or e-mail."
                />
              ) : (
                <ul className="divide-y divide-gray-100" aria-label="Applicants" aria-busy={list.isFetching}>
                  {rows.map((row) => (
                    <ApplicantRow
                      key={row._id}
                      application={row}
                      onView={() => openApplicant(row._id)}
                      selection={{ selected: selected.has(row._id), onToggle: () => toggle(row) }}
                      move={{ onMove: (target) => moveTo([row._id], target), disabled: move.isPending }}
                      drag={
                        wide && !move.isPending
                          ? {
                              onDragStart: () =>
                                setDragging(selected.has(row._id) ? [...selected.keys()] : [row._id]),
                              onDragEnd: () => setDragging(null),
                            }
                          : undefined
                      }
                    />
                  ))}
                </ul>
              )}
              <ApplicationsPagination reply={list.data} onPage={setPage} />
            </>
          )}
        </section>
      )}

      <MoveDialog
        move={pending}
        nameOf={nameOf}
        stageOf={stageOf}
        onConfirm={(request, extras) => void send(request, extras)}
        onCancel={() => setPending(null)}
      />
      <ApplicantProfileModal applicationId={applicant} initial={opened} onClose={closeApplicant} />
    </div>
  );
}

/** A job's applicants, at `/employeer/jobs/:jobId/applicants` (the view in the query: lib/list-view). */
export function ApplicantsPage() {
  const { jobId = '' } = useParams();
  return <ApplicantsPipeline key={jobId} jobId={jobId} />;
}

/**
 * The applicants' old address, `/employeer/applicants` with `{ jobId, applicationId? }` in navigation state
 * (kept for links and history entries from before): on to the job's own address, else to Manage Jobs.
 */
export function LegacyApplicantsPage() {
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  const jobId = readJobId(state);
  const target = jobId
    ? jobApplicantsPath(jobId, { applicant: readStateString(state, 'applicationId') })
    : EMPLOYER_PATHS.manageJobs;
  // Navigation state never reaches the server: it renders the waiting page and the browser, which has the
  // state, moves on. Both render the same (no hydration mismatch), and nothing asks the server's router to
  // navigate, which it cannot.
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  return <LoadingScreen text="Loading applications..." />;
}
