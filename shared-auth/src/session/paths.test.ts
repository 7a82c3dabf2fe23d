import { describe, expect, it } from 'vitest';
import { homePathFor, profilePathFor } from './paths';

describe('role paths', () => {
  it('home: employers to their dashboard, everyone else to /find-jobs', () => {
    expect(homePathFor('employeer')).toBe('/employeer/employeer-dashboard');
    expect(homePathFor('jobseeker')).toBe('/find-jobs');
    expect(homePathFor(null)).toBe('/find-jobs');
    expect(homePathFor()).toBe('/find-jobs');
  });
  it('profile: /profile for job seekers, the company profile otherwise', () => {
    expect(profilePathFor('jobseeker')).toBe('/profile');
    expect(profilePathFor('employeer')).toBe('/employeer/company-profile');
    expect(profilePathFor(undefined)).toBe('/employeer/company-profile');
  });
});
