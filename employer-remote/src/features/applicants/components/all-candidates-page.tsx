import { EmptyState, LoadingScreen, UsersIcon } from '@portal/shared-ui';
import { PageHeader } from '../../../components';
import { useApplicationList } from '../hooks/use-application-list';
import { ApplicantProfileModal } from './applicant-profile-modal';
import { ApplicantRow } from './applicant-row';
import { ApplicationsPagination } from './applications-pagination';
import { ApplicationsToolbar } from './applications-toolbar';

export const CANDIDATES_TEXT = {
  title: 'All Candidates',
  subtitle: 'Everyone who applied to any of your jobs, newest first',
} as const;

/**
 * All candidates: every application to the employer's jobs, newest first, searched by name, e-mail or job
 * title and filtered by stage; each row opens the applicant (profile, status, notes).
 */
export function AllCandidatesPage() {
  const {
    stage,
    setStage,
    screening,
    setScreening,
    search,
    setSearch,
    q,
    setPage,
    list,
    applicant,
    openApplicant,
    closeApplicant,
  } = useApplicationList();
  const rows = list.data?.applications ?? [];
  const nobodyYet = list.data?.counts.total === 0 && q === '' && screening === 'all';

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={CANDIDATES_TEXT.title} subtitle={CANDIDATES_TEXT.subtitle} />
      <section
        aria-label="Candidates"
        className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
      >
        <ApplicationsToolbar
          stage={stage}
          onStage={setStage}
          screening={screening}
          onScreening={setScreening}
          counts={list.data?.counts}
          search={search}
          onSearch={setSearch}
          searchLabel="Search candidates"
          searchPlaceholder="Search by name, e-mail or job"
        />
        {list.isPending ? (
          <LoadingScreen text="Loading candidates..." />
        ) : list.isError && !list.data ? (
          <EmptyState
            icon={<UsersIcon className="h-8 w-8" />}
            title="The candidates could not be loaded"
            description="Check your connection and reload the page."
          />
        ) : nobodyYet ? (
          <EmptyState
            icon={<UsersIcon className="h-8 w-8" />}
            title="No candidates yet"
            description="Applications to your jobs will show up here."
          />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={<UsersIcon className="h-8 w-8" />}
            title="No candidates match"
            description="Try another stage, or another name, e-mail or job."
          />
        ) : (
          <>
            <p className="px-4 pt-3 text-sm text-gray-700 sm:px-6" aria-live="polite">
              {list.data?.total ?? 0} {list.data?.total === 1 ? 'candidate' : 'candidates'}
            </p>
            <ul className="divide-y divide-gray-100" aria-label="Candidates" aria-busy={list.isFetching}>
              {rows.map((row) => (
                <ApplicantRow key={row._id} application={row} onView={() => openApplicant(row._id)} showJob />
              ))}
            </ul>
            <ApplicationsPagination reply={list.data} onPage={setPage} />
          </>
        )}
      </section>
      <ApplicantProfileModal
        applicationId={applicant}
        initial={rows.find((row) => row._id === applicant)}
        onClose={closeApplicant}
      />
    </div>
  );
}
