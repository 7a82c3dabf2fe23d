// The ONE list of modules shared through Module Federation, used identically by the shell and both remotes
// (DESIGN §3). Every entry is a singleton: a second React, zustand store or toast queue would split the app.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Package names shared as singletons. A trailing slash shares every deep import too (react/jsx-runtime…). */
export const SHARED_SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'zustand',
  'zustand/',
  'react-hot-toast',
  '@portal/shared-auth',
  '@portal/shared-ui',
];

/** Reads the installed version of a package as seen from an app folder. */
function installedVersion(appDir, name) {
  // pnpm links every direct dependency into the app's node_modules; read its manifest from there (a
  // package's exports map may not expose ./package.json).
  const pkgName = name.replace(/\/$/, '');
  const manifest = join(appDir, 'node_modules', pkgName, 'package.json');
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
}

/**
 * The `shared` option for ModuleFederationPlugin. Versions are read from what is installed (the pnpm
 * catalog pins them once), never from "catalog:"/"workspace:" specifiers, which are not semver.
 */
export function sharedConfig(appDir) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const version = installedVersion(appDir, name);
      return [name, { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false }];
    }),
  );
}
