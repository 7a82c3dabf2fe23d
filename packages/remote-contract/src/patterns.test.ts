import { describe, expect, it } from 'vitest';
import {
  compareClaims,
  conflictingClaims,
  findOwner,
  resolveOwner,
  routePatterns,
  samplePath,
} from './patterns';

const employerRoutes = [
  {
    path: '/employeer',
    children: [{ index: true }, { path: 'employeer-dashboard' }, { path: 'post-jobs' }, { path: '*' }],
  },
];
const seekerRoutes = [
  { path: '/find-jobs' },
  { path: '/jobs/:jobId' },
  { children: [{ path: '/saved-jobs' }] },
];

describe('routePatterns', () => {
  it('lists the absolute pattern of every matchable route', () => {
    expect(routePatterns(employerRoutes)).toEqual([
      '/employeer',
      '/employeer/employeer-dashboard',
      '/employeer/post-jobs',
      '/employeer/*',
    ]);
    expect(routePatterns(seekerRoutes)).toEqual(['/find-jobs', '/jobs/:jobId', '/saved-jobs']);
  });

  it('turns patterns into sample URLs', () => {
    expect(samplePath('/jobs/:jobId')).toBe('/jobs/x1');
    expect(samplePath('/employeer/*')).toBe('/employeer/any/thing');
    expect(samplePath('/a/:b?')).toBe('/a/x1');
  });
});

describe('compareClaims', () => {
  it('accepts claims that cover every route and are all served', () => {
    expect(compareClaims(['/employeer', '/employeer/*'], employerRoutes)).toEqual([]);
    expect(compareClaims(['/find-jobs', '/jobs/:jobId', '/saved-jobs'], seekerRoutes)).toEqual([]);
  });

  it('reports an unclaimed route and a claim no route serves', () => {
    expect(compareClaims(['/find-jobs', '/jobs/:jobId', '/profile'], seekerRoutes)).toEqual([
      'route "/saved-jobs" is not in the declared route patterns, so the shell never loads it',
      'declared pattern "/profile" is served by no route',
    ]);
  });
});

describe('resolveOwner', () => {
  const claims = [
    { remote: 'seeker', patterns: ['/find-jobs', '/jobs/:jobId', '/saved-jobs'] },
    { remote: 'employer', patterns: ['/employeer', '/employeer/*'] },
  ];

  it("finds the remote whose claim matches, with react-router's ranking", () => {
    expect(resolveOwner('/find-jobs', claims)).toBe('seeker');
    expect(resolveOwner('/jobs/123', claims)).toBe('seeker');
    expect(resolveOwner('/employeer/manage-jobs', claims)).toBe('employer');
    expect(resolveOwner('/employeer', claims)).toBe('employer');
    expect(resolveOwner('/nowhere', claims)).toBeNull();
    expect(resolveOwner('/jobs/saved', [...claims, { remote: 'other', patterns: ['/jobs/saved'] }])).toBe(
      'other',
    );
  });

  it('reports patterns two remotes both claim', () => {
    expect(conflictingClaims([...claims, { remote: 'other', patterns: ['/find-jobs'] }])).toEqual([
      '"/find-jobs" is claimed by seeker and other',
    ]);
  });
});

describe('findOwner', () => {
  const claims: Record<string, string[]> = {
    seeker: ['/find-jobs', '/jobs/:jobId', '/jobs/saved'],
    employer: ['/employeer/*', '/jobs/saved'],
  };
  /** Claims that arrive when the test says, remote by remote. */
  function deferred() {
    const answers = new Map<string, { resolve: (patterns: string[]) => void; reject: (e: Error) => void }>();
    const claimsOf = (name: string) =>
      new Promise<string[]>((resolve, reject) => answers.set(name, { resolve, reject }));
    return { claimsOf, answers };
  }

  it('ranks every remote’s claims, the first registered winning a pattern both claim', async () => {
    const conflicts: string[] = [];
    const found = findOwner('/jobs/saved', ['seeker', 'employer'], async (name) => claims[name] ?? [], {
      conflict: (conflict) => conflicts.push(conflict),
    });
    // An exact claim answers at once: the first remote to give it.
    expect(await found).toEqual({ owner: 'seeker', failed: [] });
    expect(
      await findOwner('/employeer/x', ['seeker', 'employer'], async (name) => claims[name] ?? []),
    ).toEqual({
      owner: 'employer',
      failed: [],
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(conflicts).toEqual(['"/jobs/saved" is claimed by seeker and employer']);
  });

  it('answers an exact claim without waiting for a slower remote', async () => {
    const { claimsOf, answers } = deferred();
    const found = findOwner('/find-jobs', ['employer', 'seeker'], claimsOf);
    answers.get('seeker')?.resolve(claims.seeker ?? []);
    expect(await found).toEqual({ owner: 'seeker', failed: [] });
  });

  it('waits for every remote when a pattern matches, and lists those that failed', async () => {
    const { claimsOf, answers } = deferred();
    const failures: string[] = [];
    const found = findOwner('/jobs/7', ['seeker', 'employer'], claimsOf, {
      failed: (name, error) => failures.push(`${name}: ${(error as Error).message}`),
    });
    answers.get('employer')?.reject(new Error('down'));
    answers.get('seeker')?.resolve(claims.seeker ?? []);
    expect(await found).toEqual({ owner: 'seeker', failed: ['employer'] });
    expect(failures).toEqual(['employer: down']);
    expect(await findOwner('/nowhere', [], claimsOf)).toEqual({ owner: null, failed: [] });
  });
});
