// Loading remotes into the shell's router. Only PageLoading and the catch-all's loader are part of the
// landing page's bundle; the code that finds, checks and mounts a remote loads when a remote's page is
// first shown.
export { PageLoading } from './page-loading';
export { failureAt } from './remote-failures';
export { remoteRoute } from './remote-route';

/**
 * The code that finds, checks and mounts a remote, with the page's remote host over `remotes` (config.json's,
 * with this browser's overrides): made by the first call, kept for the page.
 */
export async function loadRemoteMounting(remotes: Record<string, string>) {
  const mounting = await import(/* webpackChunkName: "mount-remote" */ './mount-remote');
  mounting.startRemoteHost(remotes);
  return mounting;
}
export const loadUnknownPathRoute = () => import('./unknown-path');
