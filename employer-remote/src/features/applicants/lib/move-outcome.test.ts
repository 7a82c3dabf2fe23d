import type { BulkStatusReply } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { describeMove, describeMoveFailure } from './move-outcome';

const names: Record<string, string> = { a: 'Ada Lovelace', b: 'Sam Seeker', c: 'Omar Lee' };
const nameOf = (id: string) => names[id] ?? 'an applicant';

function reply(outcomes: Array<[string, 'moved' | 'unchanged' | 'failed', string?]>): BulkStatusReply {
  const count = (o: string) => outcomes.filter(([, outcome]) => outcome === o).length;
  return {
    status: 'Review',
    moved: count('moved'),
    unchanged: count('unchanged'),
    failed: count('failed'),
    results: outcomes.map(([_id, outcome, message]) => ({
      _id,
      outcome,
      ...(message ? { error: { statusCode: 403, message } } : {}),
    })),
  };
}

describe('describeMove', () => {
  it('names one applicant and counts several', () => {
    expect(describeMove(reply([['a', 'moved']]), 'Review', nameOf)).toEqual({
      tone: 'success',
      message: 'Moved Ada Lovelace to Review.',
      failures: [],
    });
    expect(
      describeMove(
        reply([
          ['a', 'moved'],
          ['b', 'moved'],
          ['c', 'moved'],
        ]),
        'Review',
        nameOf,
      ).message,
    ).toBe('Moved 3 applicants to Review.');
  });

  it('says who was already there', () => {
    const outcome = describeMove(
      reply([
        ['a', 'moved'],
        ['b', 'unchanged'],
      ]),
      'Review',
      nameOf,
    );
    expect(outcome.message).toBe('Moved Ada Lovelace to Review. Sam Seeker was already in Review.');
    expect(outcome.tone).toBe('success');
  });

  it('reports each failure with the server reason and never counts it as moved', () => {
    const outcome = describeMove(
      reply([
        ['a', 'moved'],
        ['b', 'failed', 'You can only update applications for your own jobs'],
        ['c', 'failed', 'Application not found'],
      ]),
      'Accepted',
      nameOf,
    );
    expect(outcome.tone).toBe('error');
    expect(outcome.message).toBe("Moved Ada Lovelace to Accepted. Couldn't move 2 applicants:");
    expect(outcome.failures).toEqual([
      { id: 'b', name: 'Sam Seeker', message: 'You can only update applications for your own jobs' },
      { id: 'c', name: 'Omar Lee', message: 'Application not found' },
    ]);
  });
});

describe('describeMoveFailure', () => {
  it('says nobody moved', () => {
    expect(describeMoveFailure(['a'], 'Review', nameOf).message).toBe(
      "Couldn't move Ada Lovelace to Review. Please try again.",
    );
    expect(describeMoveFailure(['a', 'b'], 'Rejected', nameOf)).toEqual({
      tone: 'error',
      message: "Couldn't move 2 applicants to Rejected. Nobody was moved. Please try again.",
      failures: [],
    });
  });
});
