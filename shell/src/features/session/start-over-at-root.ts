import { clearSession, markSessionExpired } from '@portal/shared-auth';

/**
 * The site's rule for a refused session: the browser starts over at the site root, which tells the person
 * their session expired and signs them back in to the page they were on (their typed work kept as a
 * draft). The refused request fails.
 */
export function startOverAtRoot(): false {
  const { pathname, search, hash } = window.location;
  markSessionExpired(`${pathname}${search}${hash}`);
  clearSession();
  window.location.assign('/');
  return false;
}
