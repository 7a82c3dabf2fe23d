// `react-router-dom` in every app's build: the same router as `react-router` (./react-router.mjs), shared
// under both names so that either import reaches the page's one router.
export * from './react-router.mjs';
