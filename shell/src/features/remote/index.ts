// Loading remotes into the shell's router. Only PageLoading is part of the landing page's bundle; the
// code that finds, checks and mounts a remote loads when a URL the shell does not own is first visited.
export { PageLoading } from './page-loading';
// Named: index.html's first script preloads this chunk at a remote's URL (shell/webpack.config.mjs).
export const loadRemoteMounting = () => import(/* webpackChunkName: "mount-remote" */ './mount-remote');
export const loadUnknownPathRoute = () => import('./unknown-path');
