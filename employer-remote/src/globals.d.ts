/** Release label injected at build time (PORTAL_RELEASE, else the package version). */
declare const __PORTAL_RELEASE__: string;

/** Stylesheets are bundled by webpack (css-loader + Tailwind); importing one has only side effects. */
declare module '*.css';

/** True in development builds only; code behind it is dropped from production builds. */
declare const __PORTAL_DEV__: boolean;
