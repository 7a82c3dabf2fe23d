import type { Role } from '@portal/contracts/constants';

export const EMPLOYER_HOME = '/employeer/employeer-dashboard';
export const SEEKER_HOME = '/find-jobs';

/** Where a user lands after login/signup and where the Dashboard button goes: employers to their dashboard, everyone else to Find Jobs. */
export function homePathFor(role?: Role | null): string {
  return role === 'employeer' ? EMPLOYER_HOME : SEEKER_HOME;
}

/** The header's "View Profile" target: the seeker profile for job seekers, the company profile otherwise. */
export function profilePathFor(role?: Role | null): string {
  return role === 'jobseeker' ? '/profile' : '/employeer/company-profile';
}
