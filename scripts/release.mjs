#!/usr/bin/env node
// `npm run release -- …`: immutable releases of a remote, and switching or rolling back by config only.
//
//   publish <app> --to <deploy root> [--id <id>]
//       Copies <app>/dist (a production build that passed its contract test) to <root>/releases/<id>/.
//       A release is never overwritten, so pages already open on an older one keep loading its chunks.
//       The id defaults to the release label the build wrote into its manifest (PORTAL_RELEASE, else
//       "<version>-<build hash>").
//   use <remote> <id> --to <deploy root> --config <shell's config.json> --url <public URL of the root>
//       Points the shell's config.json at that release's manifest (written atomically). Users get it on
//       their next page load; `use` with an older id is the rollback. No build of anything.
//   list --to <deploy root>
//       The releases under the root, oldest first, with the one a config.json uses marked (--config).
//
// See docs/DEPLOY.md for hosting (cache headers, CORS) around these commands.
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..');
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * @typedef {{ name: string, metaData: { portal: { routes: string[], release: string } } }} RemoteManifest
 * @typedef {{ remotes?: Record<string, string> } & Record<string, unknown>} ShellConfig
 */

/** @type {(file: string) => any} JSON of a file the caller checks. */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  const error = new Error(message);
  error.name = 'ReleaseError';
  throw error;
}

/**
 * The manifest of a build or release folder, checked to be a remote built for the remote contract.
 * @param {string} dir
 * @returns {RemoteManifest}
 */
function remoteManifest(dir) {
  const file = join(dir, 'mf-manifest.json');
  if (!existsSync(file)) fail(`${dir} has no mf-manifest.json: build the remote for production first`);
  const manifest = readJson(file);
  const portal = manifest.metaData?.portal;
  if (!portal || !Array.isArray(portal.routes)) {
    fail(`${file} has no metaData.portal: not a remote built with @portal/build-config`);
  }
  return manifest;
}

/**
 * Copies a remote's build into <root>/releases/<id>/; returns the release's manifest path.
 * @param {{ app: string, to: string, id?: string | undefined }} options
 */
export function publishRelease({ app, to, id }) {
  const dist = resolve(ROOT, app, 'dist');
  const manifest = remoteManifest(dist);
  const release = id ?? manifest.metaData.portal.release;
  if (!ID.test(release)) fail(`"${release}" is not a usable release id (letters, digits, . _ -)`);
  const target = join(resolve(to), 'releases', release);
  if (existsSync(target))
    fail(`release ${release} already exists in ${to}: releases are immutable, pick a new id`);
  cpSync(dist, target, { recursive: true });
  writeFileSync(
    join(target, 'release.json'),
    `${JSON.stringify({ id: release, remote: manifest.name, app, publishedAt: new Date().toISOString() }, null, 2)}\n`,
  );
  return { id: release, remote: manifest.name, manifest: join(target, 'mf-manifest.json') };
}

/**
 * Points the shell's config.json at a published release of a remote (atomic write).
 * @param {{ remote: string, id: string, to: string, config: string, url: string }} options
 */
export function useRelease({ remote, id, to, config, url }) {
  const dir = join(resolve(to), 'releases', id);
  if (!existsSync(dir)) fail(`no release ${id} in ${to} (npm run release -- list --to ${to})`);
  const manifest = remoteManifest(dir);
  if (manifest.name !== remote) fail(`release ${id} is of the "${manifest.name}" remote, not "${remote}"`);
  const current = /** @type {ShellConfig} */ (readJson(config));
  const entry = `${url.replace(/\/+$/, '')}/releases/${id}/mf-manifest.json`;
  const next = { ...current, remotes: { ...current.remotes, [remote]: entry } };
  const temporary = `${config}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
  renameSync(temporary, config);
  return { remote, id, entry, previous: current.remotes?.[remote] ?? null };
}

/**
 * The releases under a deploy root, oldest first.
 * @param {{ to: string }} options
 * @returns {{ id: string, remote: string, publishedAt: string }[]}
 */
export function listReleases({ to }) {
  const dir = join(resolve(to), 'releases');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => existsSync(join(dir, id, 'mf-manifest.json')))
    .map((id) => {
      const info = existsSync(join(dir, id, 'release.json')) ? readJson(join(dir, id, 'release.json')) : {};
      return {
        id,
        remote: info.remote ?? '?',
        publishedAt: info.publishedAt ?? statSync(join(dir, id)).mtime.toISOString(),
      };
    })
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/**
 * @param {string[]} args
 * @param {string} name
 */
function option(args, name) {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/**
 * @param {string[]} args
 * @param {string} name
 * @returns {string}
 */
function required(args, name) {
  const value = option(args, name);
  if (!value) fail(`--${name} is required`);
  return value;
}

/** @param {string[]} args */
function main(args) {
  const [command, ...rest] = args;
  const positional = rest.filter((arg, i) => !arg.startsWith('--') && !rest[i - 1]?.startsWith('--'));
  if (command === 'publish') {
    const [app] = positional;
    if (!app) fail('usage: publish <app folder> --to <deploy root> [--id <id>]');
    const result = publishRelease({ app, to: required(rest, 'to'), id: option(rest, 'id') });
    console.log(`Published ${result.remote} release ${result.id}: ${result.manifest}`);
    console.log(
      `Switch to it: npm run release -- use ${result.remote} ${result.id} --to … --config … --url …`,
    );
  } else if (command === 'use') {
    const [remote, id] = positional;
    if (!remote || !id)
      fail('usage: use <remote> <id> --to <deploy root> --config <config.json> --url <root URL>');
    const result = useRelease({
      remote,
      id,
      to: required(rest, 'to'),
      config: required(rest, 'config'),
      url: required(rest, 'url'),
    });
    console.log(`${basename(required(rest, 'config'))}: ${remote} → ${result.entry}`);
    if (result.previous) console.log(`(was ${result.previous}; to roll back, use that release's id)`);
  } else if (command === 'list') {
    const config = option(rest, 'config');
    const used = config ? Object.values(readJson(config).remotes ?? {}) : [];
    for (const release of listReleases({ to: required(rest, 'to') })) {
      const inUse = used.some((entry) => String(entry).includes(`/releases/${release.id}/`));
      console.log(
        `${inUse ? '*' : ' '} ${release.id.padEnd(28)} ${release.remote.padEnd(10)} ${release.publishedAt}`,
      );
    }
  } else {
    fail('usage: release publish|use|list … (see the header of scripts/release.mjs or docs/DEPLOY.md)');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ReleaseError') throw error;
    console.error(error.message);
    process.exit(1);
  }
}
