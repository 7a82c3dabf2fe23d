import { createQueryClient } from '@portal/shared-data';
import { describe, expect, it } from 'vitest';
import { makeJob, makeJobDetail } from '../test/fixtures';
import { dropSavedJob, patchCachedJob } from './cache-updates';

describe('a change to a job reaches every cached copy of it', () => {
  it('patches search pages, the job page, similar jobs and saved entries, and leaves the rest as they are', () => {
    const client = createQueryClient();
    const target = makeJob({ _id: 'job-t' });
    const other = makeJob({ _id: 'job-o' });
    const search = { pages: [{ jobs: [other, target], total: 2, page: 1, pages: 1 }], pageParams: [1] };
    client.setQueryData(['jobs', 'search', 'u1', {}], search);
    client.setQueryData(['jobs', 'detail', 'u1', 'job-t'], makeJobDetail({ _id: 'job-t' }));
    client.setQueryData(['jobs', 'similar', 'u1', 'job-x'], [target]);
    client.setQueryData(['saved-jobs', 'list', 'u1'], [{ _id: 's1', job: target, createdAt: '' }]);
    client.setQueryData(['applications', 'mine', 'u1', {}], { untouched: true });

    patchCachedJob(client, 'job-t', { applicationStatus: 'Applied' });

    const pages = client.getQueryData<typeof search>(['jobs', 'search', 'u1', {}])!;
    expect(pages.pages[0]!.jobs[1]!.applicationStatus).toBe('Applied');
    expect(pages.pages[0]!.jobs[0]).toBe(other);
    expect(
      client.getQueryData<{ applicationStatus: string }>(['jobs', 'detail', 'u1', 'job-t']),
    ).toMatchObject({
      applicationStatus: 'Applied',
      company: { companyDescription: 'We make things.' },
    });
    expect(
      client.getQueryData<{ applicationStatus: string }[]>(['jobs', 'similar', 'u1', 'job-x'])![0],
    ).toMatchObject({ applicationStatus: 'Applied' });
    expect(
      client.getQueryData<{ job: { applicationStatus: string } }[]>(['saved-jobs', 'list', 'u1'])![0]!.job
        .applicationStatus,
    ).toBe('Applied');
    expect(client.getQueryData(['applications', 'mine', 'u1', {}])).toEqual({ untouched: true });
  });

  it('an unsaved job leaves the saved lists', () => {
    const client = createQueryClient();
    client.setQueryData(
      ['saved-jobs', 'list', 'u1'],
      [
        { _id: 's1', job: makeJob({ _id: 'a' }), createdAt: '' },
        { _id: 's2', job: makeJob({ _id: 'b' }), createdAt: '' },
      ],
    );
    dropSavedJob(client, 'a');
    expect(
      client.getQueryData<{ _id: string }[]>(['saved-jobs', 'list', 'u1'])!.map((entry) => entry._id),
    ).toEqual(['s2']);
  });
});
