// Loading remotes into the shell's router. Only PageLoading and the catch-all's loader are part of the
// landing page's bundle; the code that finds, checks and mounts a remote loads when a remote's page is
// first shown.
export { PageLoading } from './page-loading';
export { failureAt } from './remote-failures';
export { remoteRoute } from './remote-route';
export const loadRemoteMounting = () => import(/* webpackChunkName: "mount-remote" */ './mount-remote');
export const loadUnknownPathRoute = () => import('./unknown-path');
