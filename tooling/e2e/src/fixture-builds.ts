// Production builds of the remotes as another team would make them, for the independent-deploy tests:
// each is a copy of the remote's folder in a temporary directory with a change applied (an extra page, a
// newer shared package), built with the project's real webpack setup. Nothing is written to the repo's
// own folders, so the dist/ folders the other tests serve stay untouched and no fixture code ever reaches
// a normal production bundle.
//
// Each fixture is built once per e2e run, whichever test file asks first (in whichever worker), into the
// run's folder that global-setup.ts makes; the other files wait for that build and read it. A build is
// ~10 s alone and minutes beside the rest of npm test, and the files only read it (they publish or copy
// its dist/ elsewhere).
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { parseRemoteManifest } from '@portal/remote-contract';
import { inject } from 'vitest';
import { ROOT } from './processes';

const run = promisify(execFile);

export interface FixtureBuild {
  /** The copied app folder; its production build is in `<dir>/dist`. */
  dir: string;
  release: string;
}

const repo = (...parts: string[]) => join(ROOT, ...parts);

/** Copies an app's sources (not its node_modules or dist) into `<workspace>/<app>`. */
function copyApp(workspace: string, app: string): string {
  const dir = join(workspace, app);
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'public', 'index.html', 'package.json']) {
    cpSync(repo(app, entry), join(dir, entry), { recursive: true });
  }
  return dir;
}

/**
 * Links the app's node_modules into the copy, entry by entry, so that chosen workspace packages can be
 * replaced by modified copies (`replace`: package name → folder).
 */
function linkNodeModules(app: string, dir: string, replace: Record<string, string> = {}): void {
  const from = repo(app, 'node_modules');
  const to = join(dir, 'node_modules');
  mkdirSync(join(to, '@portal'), { recursive: true });
  for (const entry of readdirSync(from)) {
    if (entry === '@portal' || entry === '.bin') continue;
    symlinkSync(join(from, entry), join(to, entry));
  }
  for (const pkg of readdirSync(join(from, '@portal'))) {
    symlinkSync(replace[`@portal/${pkg}`] ?? join(from, '@portal', pkg), join(to, '@portal', pkg));
  }
}

/** Links workspace packages (folders from the repository's root) at the same places in the fixture workspace. */
function linkPackages(workspace: string, folders: string[]): void {
  for (const folder of folders) {
    mkdirSync(join(workspace, folder, '..'), { recursive: true });
    symlinkSync(repo(folder), join(workspace, folder));
  }
}

/**
 * Copies a workspace package (its folder from the repository's root: `packages/shared-ui`) with a new
 * version, at the same place in the fixture workspace (its dependencies stay linked).
 */
function copyPackage(workspace: string, folder: string, version: string): string {
  const dir = join(workspace, folder);
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'package.json', 'tsconfig.json'])
    cpSync(repo(folder, entry), join(dir, entry), { recursive: true });
  symlinkSync(repo(folder, 'node_modules'), join(dir, 'node_modules'));
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ ...pkg, version }, null, 2));
  return dir;
}

/** The next minor version of a workspace package (its folder from the repository's root). */
export function nextMinor(folder: string): string {
  const { version } = JSON.parse(readFileSync(repo(folder, 'package.json'), 'utf8')) as { version: string };
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

function webpackConfig(name: string, title: string, routes: string, patterns: string): string {
  return `import { createWebpackConfig } from '@portal/build-config/webpack';
export default createWebpackConfig({
  dir: import.meta.dirname,
  name: '${name}',
  port: 0,
  title: '${title}',
  exposes: { './routes': '${routes}' },
  routePatterns: '${patterns}',
});
`;
}

async function build(app: string, dir: string, release: string): Promise<void> {
  await run(
    process.execPath,
    [repo(app, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'],
    {
      cwd: dir,
      env: { ...process.env, PORTAL_RELEASE: release },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
}

/**
 * A workspace folder for fixture builds, laid out as the repository is: the remotes' stylesheets find
 * shared-ui and standalone in its `packages/`.
 */
export function fixtureWorkspace(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-fixtures-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const EXTRA_PAGE = { path: '/e2e-extra', heading: 'E2E extra page' };

/** The seeker remote with one more page, declared the way a seeker team adds a page (no shell change). */
async function buildSeekerWithExtraPage(workspace: string, release: string): Promise<FixtureBuild> {
  const dir = copyApp(workspace, 'seeker-remote');
  linkNodeModules('seeker-remote', dir);
  linkPackages(workspace, ['packages/shared-ui', 'packages/standalone']);
  const built = parseRemoteManifest(
    JSON.parse(readFileSync(repo('seeker-remote', 'dist', 'mf-manifest.json'), 'utf8')),
    { name: 'seeker' },
  );
  writeFileSync(
    join(dir, 'src/app/e2e-route-patterns.ts'),
    `export const ROUTE_PATTERNS = ${JSON.stringify([...built.routes, EXTRA_PAGE.path])};\n`,
  );
  writeFileSync(
    join(dir, 'src/app/e2e-extra-page.tsx'),
    `export function Component() {
  return (
    <main>
      <h1>${EXTRA_PAGE.heading}</h1>
      <p>A page of release ${release}: the shell was never rebuilt for it.</p>
    </main>
  );
}
`,
  );
  writeFileSync(
    join(dir, 'src/app/e2e-routes.tsx'),
    `import type { RemoteEnv, RemoteRoutesInstance } from '@portal/remote-contract';
import { createRoutes as released } from './routes';

export function createRoutes(env: RemoteEnv): RemoteRoutesInstance {
  const { routes, dehydrate } = released(env);
  return {
    dehydrate,
    routes: [
      ...routes,
      {
        path: '${EXTRA_PAGE.path}',
        lazy: () => import(/* webpackChunkName: "e2e-extra" */ './e2e-extra-page'),
        handle: { title: 'E2E extra', code: 'e2e-extra' },
      },
    ],
  };
}
`,
  );
  writeFileSync(
    join(dir, 'webpack.config.mjs'),
    webpackConfig('seeker', 'fixture', './src/app/e2e-routes.tsx', 'src/app/e2e-route-patterns.ts'),
  );
  await build('seeker-remote', dir, release);
  return { dir, release };
}

/**
 * The employer remote built against newer minor versions of two shared packages: shared-ui (stateless)
 * with a new export the employer layout uses, and shared-auth (a singleton) with no change but its version.
 */
async function buildEmployerAgainstNewerShared(
  workspace: string,
  release: string,
): Promise<FixtureBuild & { uiVersion: string; authVersion: string }> {
  const uiVersion = nextMinor('packages/shared-ui');
  const authVersion = nextMinor('shared-auth');
  const ui = copyPackage(workspace, 'packages/shared-ui', uiVersion);
  const auth = copyPackage(workspace, 'shared-auth', authVersion);
  linkPackages(workspace, ['packages/standalone']);
  writeFileSync(
    join(ui, 'src/e2e-new-badge.tsx'),
    `export function E2eNewBadge() {
  return <p className="bg-amber-100 px-3 py-1 text-sm">Uses a new export of shared-ui ${uiVersion}</p>;
}
`,
  );
  writeFileSync(
    join(ui, 'src/index.ts'),
    `${readFileSync(join(ui, 'src/index.ts'), 'utf8')}export { E2eNewBadge } from './e2e-new-badge';\n`,
  );
  const dir = copyApp(workspace, 'employer-remote');
  linkNodeModules('employer-remote', dir, { '@portal/shared-ui': ui, '@portal/shared-auth': auth });
  writeFileSync(
    join(dir, 'src/app/e2e-routes.tsx'),
    `import type { RemoteEnv, RemoteRoute, RemoteRoutesInstance } from '@portal/remote-contract';
import { E2eNewBadge } from '@portal/shared-ui';
import { EmployerLayout } from '../features/layout';
import { createRoutes as released } from './routes';

function LayoutWithNewExport() {
  return (
    <>
      <E2eNewBadge />
      <EmployerLayout />
    </>
  );
}

// The employer layout wherever the released routes nest it (under the data layer's pathless root).
function withBadge(route: RemoteRoute): RemoteRoute {
  if (route.Component === EmployerLayout) return { ...route, Component: LayoutWithNewExport };
  if (route.children) return { ...route, children: route.children.map(withBadge) };
  return route;
}

export function createRoutes(env: RemoteEnv): RemoteRoutesInstance {
  const { routes, dehydrate } = released(env);
  return { dehydrate, routes: routes.map(withBadge) };
}
`,
  );
  writeFileSync(
    join(dir, 'webpack.config.mjs'),
    webpackConfig('employer', 'fixture', './src/app/e2e-routes.tsx', 'src/app/route-patterns.ts'),
  );
  await build('employer-remote', dir, release);
  return { dir, release, uiVersion, authVersion };
}

/** What each fixture build resolves to, once read in this worker. */
const builds = new Map<string, Promise<unknown>>();

/**
 * `make` run once per e2e run under `name`: the first caller (in any worker) claims the name by making its
 * folder and builds there; every other caller waits for the record it leaves (or the error it left).
 */
function once<T>(name: string, make: (workspace: string) => Promise<T>): Promise<T> {
  let build = builds.get(name) as Promise<T> | undefined;
  if (!build) {
    build = buildOrWait(name, make);
    builds.set(name, build);
  }
  return build;
}

/** Makes `dir`; false when it was there already (someone else claimed it first). */
function claim(dir: string): boolean {
  try {
    mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function buildOrWait<T>(name: string, make: (workspace: string) => Promise<T>): Promise<T> {
  const root = inject('fixtureBuilds');
  if (!root) throw new Error('fixture builds need the local e2e run (global-setup.ts makes their folder)');
  const workspace = join(root, name);
  const done = join(root, `${name}.json`);
  const failed = join(root, `${name}.failed`);
  if (!claim(workspace)) {
    // Another file is building it: a build's record appears when it is whole (written, then renamed).
    while (!existsSync(done)) {
      if (existsSync(failed)) {
        throw new Error(
          `The fixture build "${name}" failed in another test file:\n${readFileSync(failed, 'utf8')}`,
        );
      }
      await sleep(500);
    }
    return JSON.parse(readFileSync(done, 'utf8')) as T;
  }
  try {
    const result = await make(workspace);
    writeFileSync(`${done}.tmp`, JSON.stringify(result));
    renameSync(`${done}.tmp`, done);
    return result;
  } catch (error) {
    writeFileSync(failed, error instanceof Error ? (error.stack ?? error.message) : String(error));
    throw error;
  }
}

/** The seeker remote with one more page (EXTRA_PAGE), as release "e2e-extra". */
export const seekerWithExtraPage = (): Promise<FixtureBuild> =>
  once('seeker-extra', (workspace) => buildSeekerWithExtraPage(workspace, 'e2e-extra'));

/** The employer remote built against newer shared-ui and shared-auth, as release "e2e-newer". */
export const employerAgainstNewerShared = () =>
  once('employer-newer', (workspace) => buildEmployerAgainstNewerShared(workspace, 'e2e-newer'));
