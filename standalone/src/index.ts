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
export {
  DEFAULT_STANDALONE_CONFIG,
  loadStandaloneConfig,
  parseStandaloneConfig,
  type StandaloneConfig,
} from './config';
