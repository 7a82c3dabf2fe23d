import { useAddressParams } from '@portal/shared-data';
import { UpcomingInterviews } from '@portal/shared-data/interviews';
import type { MyApplication } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { EmptyState } from '@portal/shared-ui/empty-state';
import { BriefcaseIcon, FilterIcon } from '@portal/shared-ui/icons';
import { LoadingScreen } from '@portal/shared-ui/loading-screen';
import { focusElement } from '@portal/shared-ui/page';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useViewer } from '../../lib/viewer';
import {
  ApplicationList,
  myApplicationsQuery,
  StatusFilter,
  statusFromParams,
  useWithdraw,
  WithdrawDialog,
  withdrawErrorMessage,
} from '../../features/applications';
import { LoadMore } from '../../features/jobs';
import { SeekerLayout } from '../../features/layout';
import { Recommendations } from '../../features/recommendations';
import { SEEKER_PATHS } from '../route-patterns';

/** Where focus goes once a withdrawn application has left the list. */
interface FocusAfterWithdraw {
  withdrawn: string;
  /** The application after it (or before it, when it was the last one); null: the list's heading. */
  neighbour: string | null;
}

function MyApplications() {
  const viewer = useViewer();
  const [params, setParams] = useAddressParams();
  const status = statusFromParams(params);
  const applications = useInfiniteQuery({
    ...myApplicationsQuery(viewer?.key ?? 'guest', status),
    enabled: viewer !== null,
  });
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState<MyApplication | null>(null);
  const [focusAfter, setFocusAfter] = useState<FocusAfterWithdraw | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const rows = applications.data?.pages.flatMap((page) => page.applications) ?? [];
  const counts = applications.data?.pages[0]?.counts;

  // After a withdrawal the row is gone, and the Withdraw button with it: focus moves to the neighbouring
  // application (else the page heading), so keyboard and screen reader users stay where they were.
  const withdrawnStillShown = focusAfter ? rows.some((row) => row._id === focusAfter.withdrawn) : false;
  useEffect(() => {
    if (!focusAfter || confirming || withdrawnStillShown) return;
    const link = focusAfter.neighbour
      ? listRef.current?.querySelector<HTMLElement>(`[data-application="${focusAfter.neighbour}"] a`)
      : null;
    if (link) link.focus();
    else if (headingRef.current) focusElement(headingRef.current);
    setFocusAfter(null);
  }, [focusAfter, confirming, withdrawnStillShown]);

  const setStatus = (next: ApplicationStatus | '') =>
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        if (next) updated.set('status', next);
        else updated.delete('status');
        return updated;
      },
      { replace: true },
    );

  const openWithdraw = (application: MyApplication) => {
    withdraw.reset();
    setConfirming(application);
  };
  const confirmWithdraw = () => {
    if (!confirming) return;
    const target = confirming;
    const index = rows.findIndex((row) => row._id === target._id);
    const neighbour = rows[index + 1] ?? rows[index - 1] ?? null;
    withdraw.mutate(target, {
      onSuccess: () => {
        setFocusAfter({ withdrawn: target._id, neighbour: neighbour?._id ?? null });
        setConfirming(null);
      },
    });
  };

  let body;
  if (applications.isError && !applications.data) {
    body = (
      <EmptyState
        icon={<BriefcaseIcon className="h-8 w-8" />}
        title="Your applications could not be loaded"
        description="Please check your connection and try again."
        action={<Button onClick={() => void applications.refetch()}>Try again</Button>}
      />
    );
  } else if (!applications.data) {
    body = <LoadingScreen text="Loading your applications..." className="min-h-[30vh]" />;
  } else if (counts?.total === 0) {
    body = (
      <EmptyState
        icon={<BriefcaseIcon className="h-8 w-8" />}
        title="You haven't applied to any jobs yet"
        description="Find a job you like and apply: every application shows here with its status."
        action={
          <ButtonLink as={Link} to={SEEKER_PATHS.findJobs}>
            Find Jobs
          </ButtonLink>
        }
      />
    );
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        icon={<FilterIcon className="h-8 w-8" />}
        title={`No applications are ${status} right now`}
        action={<Button onClick={() => setStatus('')}>Show all applications</Button>}
      />
    );
  } else {
    body = (
      <div ref={listRef}>
        <ApplicationList applications={rows} onWithdraw={openWithdraw} />
        {applications.hasNextPage && (
          <LoadMore
            onLoadMore={() => void applications.fetchNextPage({ cancelRefetch: false })}
            loading={applications.isFetchingNextPage}
          />
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl">
      <h1 ref={headingRef} className="text-2xl font-bold text-gray-900 sm:text-3xl">
        My Applications
      </h1>
      <p className="mt-1 mb-6 text-sm text-gray-600 sm:text-base">
        Every job you applied to, and where your application stands.
      </p>
      {viewer?.user && <UpcomingInterviews side="seeker" viewer={viewer.key} />}
      {applications.data && counts && counts.total > 0 && (
        <div className="mb-4">
          <StatusFilter value={status} counts={counts} onChange={setStatus} />
        </div>
      )}
      <section aria-label="Your applications" aria-busy={applications.isFetching}>
        {body}
      </section>
      {viewer && (
        <div className="mt-8">
          <Recommendations viewer={viewer.key} />
        </div>
      )}
      {confirming && (
        <WithdrawDialog
          application={confirming}
          onCancel={() => setConfirming(null)}
          onConfirm={confirmWithdraw}
          withdrawing={withdraw.isPending}
          error={withdraw.isError ? withdrawErrorMessage(withdraw.error) : null}
        />
      )}
    </div>
  );
}

/** /my-applications, for signed-in job seekers (the route's handle.auth keeps everyone else out). */
export function MyApplicationsPage() {
  return (
    <SeekerLayout>
      <MyApplications />
    </SeekerLayout>
  );
}
