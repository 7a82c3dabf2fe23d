// What to tell the employer after moving applicants between stages, pure. Every applicant the server did
// not move is named with the server's reason, and nothing that did not move is reported as moved.
import type { BulkStatusReply } from '@portal/contracts';
import type { ApplicationStatus } from '@portal/contracts/constants';

export interface MoveFailure {
  id: string;
  name: string;
  message: string;
}

export interface MoveOutcome {
  /** success: everything asked for is in the stage now; error: something is not. */
  tone: 'success' | 'error';
  message: string;
  failures: MoveFailure[];
}

const applicants = (n: number) => `${n} applicant${n === 1 ? '' : 's'}`;

/** "Sam Seeker" for one applicant, "3 applicants" for more. */
export function whoMoves(ids: readonly string[], nameOf: (id: string) => string): string {
  return ids.length === 1 ? nameOf(ids[0]!) : applicants(ids.length);
}

/** The summary of a bulk reply. */
export function describeMove(
  reply: BulkStatusReply,
  stage: ApplicationStatus,
  nameOf: (id: string) => string,
): MoveOutcome {
  const parts: string[] = [];
  if (reply.moved > 0) {
    const moved = reply.results.filter((r) => r.outcome === 'moved').map((r) => r._id);
    parts.push(`Moved ${whoMoves(moved, nameOf)} to ${stage}.`);
  }
  if (reply.unchanged > 0) {
    const already = reply.results.filter((r) => r.outcome === 'unchanged').map((r) => r._id);
    parts.push(`${whoMoves(already, nameOf)} ${already.length === 1 ? 'was' : 'were'} already in ${stage}.`);
  }
  const failures = reply.results
    .filter((r) => r.outcome === 'failed')
    .map((r) => ({
      id: r._id,
      name: nameOf(r._id),
      message: r.error?.message ?? 'Something went wrong',
    }));
  if (failures.length > 0) parts.push(`Couldn't move ${applicants(failures.length)}:`);
  return { tone: failures.length > 0 ? 'error' : 'success', message: parts.join(' '), failures };
}

/** The summary when the call itself failed: the server moved nobody. */
export function describeMoveFailure(
  ids: readonly string[],
  stage: ApplicationStatus,
  nameOf: (id: string) => string,
): MoveOutcome {
  const nobody = ids.length > 1 ? ' Nobody was moved.' : '';
  return {
    tone: 'error',
    message: `Couldn't move ${whoMoves(ids, nameOf)} to ${stage}.${nobody} Please try again.`,
    failures: [],
  };
}
