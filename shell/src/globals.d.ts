/** Release label injected at build time (PORTAL_RELEASE, else the package version). */
declare const __PORTAL_RELEASE__: string;

/**
 * The shared-module policy of packages/build-config/federation.mjs for a server, written into the server's build
 * (webpack.mjs): the modules it shares with the remotes it renders, at the versions installed here.
 */
declare const __PORTAL_SHARED__: Record<
  string,
  { singleton: boolean; requiredVersion: string; version: string }
>;

/** Stylesheets are bundled by webpack (css-loader + Tailwind); importing one has only side effects. */
declare module '*.css';
