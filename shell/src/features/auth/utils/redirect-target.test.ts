import { beforeEach, describe, expect, it } from 'vitest';
import { setRouteTree } from '../../../lib/route-access';
import { isPathAllowedFor, loginRedirectTarget } from './redirect-target';

// The access rules come from the mounted routes' handle.auth, as the remotes declare them.
beforeEach(() => {
  setRouteTree(() => [
    { path: '/find-jobs' },
    { path: '/jobs/:jobId' },
    { path: '/saved-jobs', handle: { auth: 'jobseeker' } },
    { path: '/profile', handle: { auth: 'jobseeker' } },
    { path: '/employeer', handle: { auth: 'employeer' }, children: [{ path: '*' }] },
  ]);
});

describe('loginRedirectTarget', () => {
  it('goes to the role home without a usable "from"', () => {
    expect(loginRedirectTarget(null, 'jobseeker')).toBe('/find-jobs');
    expect(loginRedirectTarget({}, 'employeer')).toBe('/employeer/employeer-dashboard');
    expect(loginRedirectTarget({ from: { pathname: '/login' } }, 'jobseeker')).toBe('/find-jobs');
    expect(loginRedirectTarget({ from: { pathname: '//evil.test/x' } }, 'jobseeker')).toBe('/find-jobs');
    expect(loginRedirectTarget({ from: { pathname: 'https://evil.test' } }, 'jobseeker')).toBe('/find-jobs');
    expect(loginRedirectTarget({ from: '/\\evil.test' }, 'jobseeker')).toBe('/find-jobs');
  });

  it('without a "from", returns to the page a lost session interrupted, by the same rules', () => {
    expect(loginRedirectTarget(null, 'employeer', '/employeer/post-jobs')).toBe('/employeer/post-jobs');
    expect(loginRedirectTarget({ from: '/find-jobs' }, 'employeer', '/employeer/post-jobs')).toBe(
      '/find-jobs',
    );
    expect(loginRedirectTarget(null, 'jobseeker', '/employeer/post-jobs')).toBe('/find-jobs');
    expect(loginRedirectTarget(null, 'jobseeker', '//evil.test')).toBe('/find-jobs');
    expect(loginRedirectTarget(null, 'jobseeker', null)).toBe('/find-jobs');
  });

  it('returns to an allowed page with its query and hash', () => {
    expect(
      loginRedirectTarget({ from: { pathname: '/jobs/42', search: '?a=1', hash: '#apply' } }, 'jobseeker'),
    ).toBe('/jobs/42?a=1#apply');
    expect(loginRedirectTarget({ from: '/saved-jobs' }, 'jobseeker')).toBe('/saved-jobs');
    expect(loginRedirectTarget({ from: { pathname: '/employeer/applicants' } }, 'employeer')).toBe(
      '/employeer/applicants',
    );
  });

  it('never sends a role to the other role’s pages', () => {
    expect(loginRedirectTarget({ from: { pathname: '/employeer/post-jobs' } }, 'jobseeker')).toBe(
      '/find-jobs',
    );
    expect(loginRedirectTarget({ from: { pathname: '/profile' } }, 'employeer')).toBe(
      '/employeer/employeer-dashboard',
    );
    expect(isPathAllowedFor('/find-jobs', 'employeer')).toBe(true);
  });

  it('allows a path no mounted route serves yet (its own guard decides there)', () => {
    setRouteTree(() => []);
    expect(isPathAllowedFor('/employeer/post-jobs', 'jobseeker')).toBe(true);
  });
});
