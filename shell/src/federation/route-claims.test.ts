// The guess of which remote owns a URL (only a hint: the router decides later).
import { describe, expect, it } from 'vitest';
import { FakeUrlPattern } from '../test/fake-url-pattern';
import { claimsOf, ownerIndex, patternFor, patternMatches } from './route-claims';

describe('patternMatches', () => {
  it('matches a final /* on its parent path too, as react-router does', () => {
    expect(patternMatches('/employeer/*', '/employeer', FakeUrlPattern)).toBe(true);
    expect(patternMatches('/employeer/*', '/employeer/post-job', FakeUrlPattern)).toBe(true);
    expect(patternMatches('/jobs/:id', '/jobs', FakeUrlPattern)).toBe(false);
  });

  it('gives no hint from a pattern the matcher cannot read', () => {
    expect(patternMatches('/profile/(x)', '/profile/x', FakeUrlPattern)).toBe(false);
  });
});

describe('ownerIndex', () => {
  const claims = [
    ['/find-jobs', '/jobs/:id'],
    ['/employeer/*', '/jobs/new'],
  ];
  it('prefers a claim equal to the path over an earlier remote’s matching pattern', () => {
    // The first remote claims /jobs/:id first in config.json's order, but the second claims /jobs/new exactly.
    expect(ownerIndex('/jobs/new', claims, FakeUrlPattern)).toBe(1);
    expect(ownerIndex('/jobs/12', claims, FakeUrlPattern)).toBe(0);
    expect(ownerIndex('/employeer/employeer-dashboard', claims, FakeUrlPattern)).toBe(1);
    expect(ownerIndex('/nowhere', claims, FakeUrlPattern)).toBe(-1);
  });
});

describe('patternFor', () => {
  it('picks the equal pattern first, else the first matching one', () => {
    expect(patternFor('/jobs/new', ['/jobs/:id', '/jobs/new'], FakeUrlPattern)).toBe('/jobs/new');
    expect(patternFor('/jobs/7', ['/jobs/:id', '/jobs/new'], FakeUrlPattern)).toBe('/jobs/:id');
    expect(patternFor('/x', ['/jobs/:id'], FakeUrlPattern)).toBeUndefined();
  });
});

describe('claimsOf', () => {
  it('reads the patterns a manifest claims, loosely', () => {
    expect(claimsOf({ metaData: { portal: { routes: ['/a', 3, '/b'] } } })).toEqual(['/a', '/b']);
    expect(claimsOf(null)).toEqual([]);
    expect(claimsOf({ metaData: {} })).toEqual([]);
  });
});
