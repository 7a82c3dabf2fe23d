// Public API of @portal/standalone: what a remote's standalone entry (src/bootstrap.tsx) calls. The demo
// sign-in is a separate entry point (`@portal/standalone/dev-sign-in`) so production builds never load it.
export {
  apiAnswers,
  standaloneRoutes,
  startStandalone,
  type DevSignInOption,
  type StandaloneApi,
  type StandaloneOptions,
} from './start-standalone';
export { loadStandaloneConfig } from './config';
// A remote's config.json is described once, with the shell's: these stay here for the remotes' entries.
export {
  DEFAULT_STANDALONE_CONFIG,
  parseStandaloneConfig,
  type StandaloneConfig,
} from '@portal/remote-contract/runtime-config';
