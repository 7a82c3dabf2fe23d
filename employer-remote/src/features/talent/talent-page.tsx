import type { TalentCard as Talent } from '@portal/contracts';
import { TALENT_LIMITS } from '@portal/contracts/constants';
import { getErrorMessage } from '@portal/shared-auth';
import {
  Alert,
  Button,
  EmptyState,
  Field,
  Input,
  LoadingScreen,
  SearchIcon,
  TalentCard,
  UsersIcon,
} from '@portal/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader, Pagination, pageInfo } from '../../components';
import { readTalentView, talentQuery } from './api';
import { INVITE_TEXT, InviteDialog } from './invite-dialog';
import { useEmployerViewer } from '../../lib/viewer';

export const TALENT_TEXT = {
  title: 'Talent Pool',
  subtitle: 'Job seekers who chose to be found, best match first',
} as const;

/**
 * The talent pool: the employer searches the job seekers who made their profile discoverable, by skills or
 * a title and a place. The search lives in the address (it opens in a new tab, survives a reload, steps
 * with Back); each result is the seeker's talent card, as the seeker saw it before turning discovery on,
 * with "Invite to apply" (one of the employer's open jobs, a message: it opens a conversation).
 */
export function TalentPage() {
  const [params, setParams] = useSearchParams();
  const view = readTalentView(params);
  const viewer = useEmployerViewer();
  const result = useQuery({ ...talentQuery(viewer, params), placeholderData: (previous) => previous });
  const results = useRef<HTMLParagraphElement>(null);
  const [inviting, setInviting] = useState<Talent | null>(null);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of ['q', 'location'] as const) {
      const value = form.get(key);
      if (typeof value === 'string' && value.trim()) next.set(key, value.trim());
    }
    // The same search again (its first page) asks the server again: who can be found may have changed.
    if (next.toString() === params.toString()) void result.refetch();
    else setParams(next);
  };
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
    // The new page's first result is read next, not the pager the employer clicked.
    results.current?.focus();
  };

  const reply = result.data;
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={TALENT_TEXT.title} subtitle={TALENT_TEXT.subtitle} />
      {/* Keyed by the address: Back and Forward show the words of the search they return to. */}
      <form
        key={params.toString()}
        role="search"
        aria-label="Search the talent pool"
        onSubmit={search}
        className="mb-6 grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <Field label="Skills or title" hint="Every word must match, e.g. react typescript">
          {(control) => (
            <Input
              {...control}
              name="q"
              type="search"
              defaultValue={view.q}
              maxLength={TALENT_LIMITS.queryMaxLength}
            />
          )}
        </Field>
        <Field label="Location" hint="A city, or remote">
          {(control) => (
            <Input
              {...control}
              name="location"
              type="search"
              defaultValue={view.location}
              maxLength={TALENT_LIMITS.locationMaxLength}
            />
          )}
        </Field>
        <Button type="submit" className="gap-2">
          <SearchIcon className="h-4 w-4" />
          Search
        </Button>
      </form>
      {result.isPending ? (
        <LoadingScreen text="Searching the talent pool..." />
      ) : result.isError && !reply ? (
        <Alert tone="error">
          {getErrorMessage(result.error, 'The talent pool could not be searched. Try again.')}
        </Alert>
      ) : !reply || reply.talent.length === 0 ? (
        <EmptyState
          icon={<UsersIcon className="h-8 w-8" />}
          title="No candidates found"
          description={
            view.q || view.location
              ? 'Try fewer words, or another skill, title or place.'
              : 'Nobody has made their profile discoverable yet.'
          }
        />
      ) : (
        <section aria-label="Results">
          <p ref={results} tabIndex={-1} className="mb-3 text-sm text-gray-700" aria-live="polite">
            {reply.total} {reply.total === 1 ? 'candidate' : 'candidates'}
          </p>
          <ul aria-label="Candidates" aria-busy={result.isFetching} className="space-y-4">
            {reply.talent.map((talent) => (
              <li key={talent._id} className="space-y-2">
                <TalentCard talent={talent} />
                <div className="flex justify-end">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`${INVITE_TEXT.action}: ${talent.name}`}
                    onClick={() => setInviting(talent)}
                  >
                    {INVITE_TEXT.action}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={pageInfo(
              reply.page,
              reply.pages,
              reply.total,
              TALENT_LIMITS.pageSizeDefault,
              reply.talent.length,
            )}
            onPage={goTo}
          />
        </section>
      )}
      <InviteDialog talent={inviting} onClose={() => setInviting(null)} />
    </div>
  );
}
