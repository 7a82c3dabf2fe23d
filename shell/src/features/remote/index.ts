// Loading remotes into the shell's router. Only PageLoading is part of the landing page's bundle; the
// code that finds, checks and mounts a remote loads when a URL the shell does not own is first visited.
export { PageLoading } from './page-loading';
export const loadRemoteMounting = () => import('./mount-remote');
export const loadUnknownPathRoute = () => import('./unknown-path');
