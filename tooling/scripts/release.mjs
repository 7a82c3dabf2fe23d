#!/usr/bin/env node
// `npm run release -- …`: immutable releases of a remote, switched, rolled back and pruned by the shell's
// config.json only, with every step checked before anything changes.
//
//   publish <app> --to <deploy root> (--shell-manifest <file or URL> | --config <shell's config.json>) [--id <id>]
//       Copies <app>/dist to a hidden staging folder under <root>/releases/, checks that every file its
//       manifest, its index.html and its stylesheets name is in the copy, runs the contract test
//       (portal-contract-test) on that copy against the shell it will run under, and only when it passes
//       renames it to <root>/releases/<id>/ with the test's report in its release.json. A failed test
//       publishes nothing. A release is never overwritten, so pages open on an older one keep loading its
//       chunks. The id defaults to the release label the build wrote into its manifest (PORTAL_RELEASE,
//       else "<version>-<build hash>").
//   use <remote> <id> --to <deploy root> --config <shell's config.json> --url <public URL of the root>
//       Fetches <url>/releases/<id>/mf-manifest.json and switches only when it is that release's manifest
//       (same remote, same release, same content) and its entry and every file it names answer; then
//       points config.json at it.
//   rollback [<remote>] --config <config.json> [--to <n | release id>]
//       Back to an earlier state of config.json, from its history: without <remote> the whole file (the
//       state before the current one, or state n), with <remote> that remote's entry only (its previous
//       value, state n's, or the latest state that used release <id>). Entries in place (a remote's root
//       manifest) are states like any other. The target is checked to answer first.
//   history --config <config.json>
//       The recorded states, oldest first (* = the current one).
//   list --to <deploy root> [--config <config.json>]
//       The releases under the root, oldest first, with the ones config.json uses marked.
//   prune --to <deploy root> --keep <N> --config <config.json> [--dry-run]
//       Deletes the releases of each remote under the root except its last N published, those config.json
//       uses and those named by the last N states of its history (so the last N switches can be rolled back).
//
// Every change of config.json holds a lock beside it (.config.json.lock; a lock left by a process that died
// is taken over once it is 10 s old), is computed from the content read under that lock, is written
// atomically (a new file renamed over the old) and is appended to the history (.config.json.history.jsonl).
// See docs/DEPLOY.md, "Releases and rollback".
import { execFile } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, promisify } from 'node:util';
import { lock } from 'proper-lockfile';
import { tsImport } from 'tsx/esm/api';
import writeFileAtomic from 'write-file-atomic';

const ROOT = resolve(fileURLToPath(import.meta.url), '..', '..', '..');
/**
 * The one reader of a remote's manifest, the one the shell and the contract test read with. It is
 * TypeScript and this command plain Node, so tsx compiles it (for this import only).
 * @type {typeof import('@portal/remote-contract/manifest')}
 */
const { readRemoteManifest } = await tsImport('@portal/remote-contract/manifest', {
  parentURL: import.meta.url,
  tsconfig: join(ROOT, 'tsconfig.base.json'),
});
const CONTRACT_TEST = join(ROOT, 'packages', 'remote-host', 'bin', 'portal-contract-test.mjs');
const ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
/** A staging folder of a publish: hidden (never listed as a release) and named after its process. */
const STAGING = /^\.publish-/;
/** How old a staging folder must be before prune takes it for the leftover of a publish that died. */
const STAGING_STALE_MS = 60 * 60 * 1000;
/** A lock whose holder has not refreshed it for this long belongs to a process that died. */
const LOCK_STALE_MS = 10_000;
const FETCH_TIMEOUT_MS = 10_000;

/**
 * @typedef {import('@portal/remote-contract/manifest').RemoteManifest} RemoteManifest
 * @typedef {Partial<import('../../packages/remote-contract/src/runtime-config').RuntimeConfig> & Record<string, unknown>} ShellConfig
 * @typedef {{ n: number, at: string, by: string, config: ShellConfig, releases?: Record<string, string> }} ConfigState
 * @typedef {{ id: string, remote: string, publishedAt: string }} ReleaseInfo
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
 * A remote's manifest as the one reader reads it; `where` names it in the refusal (a file, a URL).
 * @param {unknown} json
 * @param {string} where
 * @returns {RemoteManifest}
 */
function readManifest(json, where) {
  const { manifest, problems } = readRemoteManifest(json);
  return manifest ?? fail(`${where} is not a remote's manifest for this portal: ${problems.join('; ')}`);
}

/**
 * The manifest of a build or release folder, checked to be a remote built for the remote contract (`json`:
 * the file as it is, to compare with what a host serves).
 * @param {string} dir
 * @returns {{ manifest: RemoteManifest, json: unknown }}
 */
function remoteManifest(dir) {
  const file = join(dir, 'mf-manifest.json');
  if (!existsSync(file)) fail(`${dir} has no mf-manifest.json: build the remote for production first`);
  let json;
  try {
    json = readJson(file);
  } catch (error) {
    // One line, not the parser's stack: the build is what needs fixing.
    return fail(`${file} is not JSON (${/** @type {Error} */ (error).message}): build the remote again`);
  }
  return { manifest: readManifest(json, file), json };
}

const isUrl = (/** @type {string} */ value) => /^https?:\/\//i.test(value);

/**
 * The files a page's HTML or a stylesheet names by a relative address (scripts, stylesheets, icons, a
 * stylesheet's fonts and images), resolved against `base` (the page's or the stylesheet's own path).
 * @param {string} text
 * @param {string} base a path relative to the build's root ('' for the root)
 * @param {'html' | 'css'} kind
 * @returns {string[]}
 */
export function filesOfText(text, base, kind) {
  const pattern =
    kind === 'html'
      ? /<(?:script|link|img)\b[^>]*?\s(?:src|href)=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi
      : /url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)/gi;
  /** @type {string[]} */
  const files = [];
  for (const match of text.matchAll(pattern)) {
    const value = (match[1] ?? match[2] ?? match[3] ?? '').split(/[?#]/)[0] ?? '';
    // Another origin, the site's root, inline data and fragments are not the build's files.
    if (!value || /^([a-z][a-z0-9+.-]*:|\/)/i.test(value)) continue;
    const resolved = new URL(value, `file:///${base}`).pathname.slice(1);
    files.push(decodeURIComponent(resolved));
  }
  return files;
}

/**
 * Every file a build folder names (its manifest, its pages' HTML and its stylesheets' references) that is
 * not in it.
 * @param {string} dir
 * @param {RemoteManifest} manifest
 */
function missingFiles(dir, manifest) {
  const named = new Set(manifest.files);
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.html')) {
      for (const file of filesOfText(readFileSync(join(dir, name), 'utf8'), '', 'html')) named.add(file);
    }
  }
  for (const file of [...named]) {
    if (file.endsWith('.css') && existsSync(join(dir, file))) {
      for (const ref of filesOfText(readFileSync(join(dir, file), 'utf8'), file, 'css')) named.add(ref);
    }
  }
  return [...named].filter((file) => !existsSync(join(dir, file))).sort();
}

/** A list of file names for a message: the first few, and how many more. */
const someOf = (/** @type {string[]} */ files, shown = 5) =>
  `${files.slice(0, shown).join(', ')}${files.length > shown ? ` and ${files.length - shown} more` : ''}`;

/**
 * The files a served release names (its manifest, its page's HTML if it has one, its stylesheets'
 * references) that its host does not answer with 200, as "name (HTTP status)".
 * @param {string} url the release's manifest
 * @param {RemoteManifest} manifest
 * @param {(target: string) => Promise<Response>} get
 * @param {string[]} checked files already checked (the entry)
 */
async function missingServed(url, manifest, get, checked) {
  /** @type {string[]} */
  const missing = [];
  /** @type {Set<string>} */
  const seen = new Set(checked);
  /** @param {string[]} files */
  const check = async (files) => {
    const fresh = files.filter((file) => !seen.has(file));
    for (const file of fresh) seen.add(file);
    /** @type {string[]} */
    const stylesheets = [];
    // A few at a time: a release names a hundred files, and its host is a production one.
    for (let i = 0; i < fresh.length; i += 8) {
      await Promise.all(
        fresh.slice(i, i + 8).map(async (file) => {
          const answer = await get(new URL(file, url).href);
          if (!answer.ok) {
            missing.push(`${file} (HTTP ${answer.status})`);
            await answer.body?.cancel();
          } else if (file.endsWith('.css')) {
            stylesheets.push(...filesOfText(await answer.text(), file, 'css'));
          } else await answer.body?.cancel();
        }),
      );
    }
    if (stylesheets.length) await check(stylesheets);
  };
  await check(manifest.files);
  const page = await get(new URL('index.html', url).href);
  if (page.ok) await check(filesOfText(await page.text(), '', 'html'));
  else await page.body?.cancel();
  return missing.sort();
}

/**
 * The shell a release will run under: --shell-manifest, else the mf-manifest.json beside the shell's
 * config.json (the two are deployed together at the shell's root).
 * @param {{ shellManifest?: string | undefined, config?: string | undefined }} options
 */
function shellManifestSource({ shellManifest, config }) {
  if (shellManifest) {
    if (!isUrl(shellManifest) && !existsSync(shellManifest))
      fail(`--shell-manifest ${shellManifest}: no such file`);
    return isUrl(shellManifest) ? shellManifest : resolve(shellManifest);
  }
  if (config) {
    if (isUrl(config)) return new URL('mf-manifest.json', config).href;
    const beside = join(dirname(resolve(config)), 'mf-manifest.json');
    if (!existsSync(beside)) {
      fail(`no mf-manifest.json beside ${config}: give the deployed shell's manifest with --shell-manifest`);
    }
    return beside;
  }
  return fail(
    'publish needs the shell the release will run under, to run the contract test against it: ' +
      "--shell-manifest <the deployed shell's mf-manifest.json, file or URL> or --config <its config.json>",
  );
}

/**
 * Runs the remote contract test (remote-host's portal-contract-test) on a build folder.
 * @param {string} dist
 * @param {string} shellManifest
 * @returns {Promise<{ passed: boolean, report: string }>}
 */
async function contractTest(dist, shellManifest) {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [CONTRACT_TEST, '--dist', dist, '--shell-manifest', shellManifest],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    return { passed: true, report: stdout.trim() };
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    return { passed: false, report: `${stdout}${stderr}`.trim() || String(error) };
  }
}

/**
 * Tests a remote's build against the shell it will run under and, when it passes, publishes that exact
 * copy as <root>/releases/<id>/.
 * @param {{ app: string, to: string, id?: string | undefined, shellManifest?: string | undefined,
 *   config?: string | undefined }} options
 */
export async function publishRelease({ app, to, id, shellManifest, config }) {
  const dist = resolve(ROOT, app, 'dist');
  const { manifest } = remoteManifest(dist);
  const release = id ?? manifest.release;
  if (!ID.test(release)) fail(`"${release}" is not a usable release id (letters, digits, . _ -)`);
  const releases = join(resolve(to), 'releases');
  const target = join(releases, release);
  if (existsSync(target))
    fail(`release ${release} already exists in ${to}: releases are immutable, pick a new id`);
  const shell = shellManifestSource({ shellManifest, config });

  mkdirSync(releases, { recursive: true });
  const staging = join(releases, `.publish-${release}-${process.pid}`);
  cpSync(dist, staging, { recursive: true });
  try {
    // The copy is checked and tested, not dist/: what is published is exactly what passed.
    const missing = missingFiles(staging, manifest);
    if (missing.length) {
      fail(
        `Not published: ${dist} names ${missing.length} file(s) it does not have: ${someOf(missing)}. ` +
          'Build the remote again.',
      );
    }
    const contract = await contractTest(staging, shell);
    if (!contract.passed) {
      fail(`Not published: the contract test of ${dist} against ${shell} failed.\n${contract.report}`);
    }
    const info = {
      id: release,
      remote: manifest.name,
      label: manifest.release,
      app,
      publishedAt: new Date().toISOString(),
      contract: { passed: true, shellManifest: shell, report: contract.report.split('\n') },
    };
    writeFileSync(join(staging, 'release.json'), `${JSON.stringify(info, null, 2)}\n`);
    try {
      // A rename onto an existing release fails instead of replacing it (two publishes of one id at once).
      renameSync(staging, target);
    } catch (error) {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      if (code === 'ENOTEMPTY' || code === 'EEXIST') {
        fail(`release ${release} already exists in ${to}: releases are immutable, pick a new id`);
      }
      throw error;
    }
    return { id: release, remote: manifest.name, manifest: join(target, 'mf-manifest.json'), contract };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Fetches a manifest URL as a browser would find it, and checks it is the manifest of `remote` (and, given
 * the published manifest, that very release) and that its entry answers. Returns the release label served.
 * @param {string} url
 * @param {{ remote: string, published?: { manifest: RemoteManifest, json: unknown }, where?: string,
 *   root?: string }} expected `published`: the release's manifest as published; `where`: the
 *   published release's folder; `root`: the deploy root that --url should serve
 */
async function checkServed(url, { remote, published, where, root }) {
  /** @param {string} target */
  const get = async (target) => {
    try {
      return await fetch(target, {
        headers: { 'cache-control': 'no-cache' },
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
    } catch (error) {
      return fail(`${target} does not answer (${/** @type {Error} */ (error).cause ?? error})`);
    }
  };
  const response = await get(url);
  if (!response.ok) {
    fail(`${url} answers HTTP ${response.status}${root ? `: is --url the public URL of ${root}?` : ''}`);
  }
  /** @type {unknown} */
  let json;
  try {
    json = await response.json();
  } catch {
    return fail(`${url} is not JSON: not a remote's mf-manifest.json`);
  }
  const name = /** @type {{ name?: unknown } | null} */ (json)?.name;
  if (name !== remote) fail(`${url} is the manifest of "${String(name)}", not of the "${remote}" remote`);
  const served = readManifest(json, url);
  if (published) {
    const expected = published.manifest.release;
    if (served.release !== expected) {
      fail(`${url} serves release ${served.release} of ${remote}, not ${expected} (the one in ${where})`);
    }
    if (!isDeepStrictEqual(json, published.json)) {
      fail(`${url} differs from the published ${where}/mf-manifest.json: another build of the same release?`);
    }
  }
  const entry = served.code.entry;
  if (entry) {
    const entryUrl = new URL(entry, url).href;
    const answer = await get(entryUrl);
    await answer.body?.cancel();
    if (!answer.ok) fail(`${entryUrl}, the entry ${url} names, answers HTTP ${answer.status}`);
  }
  // Then every other file the release names, as the browsers sent there will ask for them: a release
  // whose stylesheet or a chunk answers 404 is refused before anyone is sent to it.
  const missing = await missingServed(url, served, get, entry ? [entry] : []);
  if (missing.length) {
    fail(
      `${url} names ${missing.length} file(s) its host does not serve: ${someOf(missing)}. ` +
        'Publish the release whole before switching to it.',
    );
  }
  return served.release;
}

/**
 * @param {string} config
 * @param {string} suffix
 */
const besideConfig = (config, suffix) => join(dirname(resolve(config)), `.${basename(config)}${suffix}`);
const historyFile = (/** @type {string} */ config) => besideConfig(config, '.history.jsonl');

/**
 * The recorded states of a config.json, oldest first.
 * @param {string} config
 * @returns {ConfigState[]}
 */
export function readHistory(config) {
  const file = historyFile(config);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line, i) => {
      try {
        return /** @type {ConfigState} */ (JSON.parse(line));
      } catch {
        return fail(`${file}, line ${i + 1}: not JSON (fix or remove the line)`);
      }
    });
}

/**
 * Runs `change` while holding config.json's lock, so that two release commands never both read the same
 * content and the second write loses the first one's change.
 * @template T
 * @param {string} config
 * @param {() => Promise<T>} change
 * @returns {Promise<T>}
 */
async function withConfigLock(config, change) {
  const lockfilePath = besideConfig(config, '.lock');
  let unlock;
  try {
    unlock = await lock(resolve(config), {
      realpath: false,
      lockfilePath,
      stale: LOCK_STALE_MS,
      // About a minute of waiting for the commands ahead, each holding it for a second or so.
      retries: { retries: 80, factor: 1.3, minTimeout: 20, maxTimeout: 1000, randomize: true },
    });
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ELOCKED') {
      fail(
        `${config} is being changed by another release command (its lock ${lockfilePath} stayed held); try again`,
      );
    }
    throw error;
  }
  try {
    return await change();
  } finally {
    await unlock();
  }
}

/**
 * Writes `next` as config.json and records it in the history, under the lock. The content found there is
 * recorded first when the history does not end with it (the first change, or an edit made by hand or by an
 * in-place deploy), so that every state config.json was in can be gone back to.
 * @param {string} config
 * @param {ShellConfig} current what config.json holds now (read under the lock)
 * @param {ShellConfig} next
 * @param {string} by what made the change, for the history
 * @param {Record<string, string>} [releases] release labels of the entries checked, by remote
 */
async function recordState(config, current, next, by, releases) {
  const history = readHistory(config);
  const last = history.at(-1);
  /** @type {ConfigState[]} */
  const states = [];
  let n = last?.n ?? 0;
  if (!last || !isDeepStrictEqual(last.config, current)) {
    const found = last ? 'found: changed outside npm run release' : 'found: before the first recorded change';
    states.push({ n: ++n, at: new Date().toISOString(), by: found, config: current });
  }
  if (!isDeepStrictEqual(next, current)) {
    await writeFileAtomic(resolve(config), `${JSON.stringify(next, null, 2)}\n`);
    states.push({
      n: ++n,
      at: new Date().toISOString(),
      by,
      config: next,
      ...(releases ? { releases } : {}),
    });
  }
  if (states.length)
    appendFileSync(historyFile(config), states.map((s) => `${JSON.stringify(s)}\n`).join(''));
  return n;
}

/**
 * @param {string} config
 * @returns {ShellConfig}
 */
function readConfig(config) {
  if (!existsSync(config)) fail(`${config} does not exist: deploy the shell (and its config.json) first`);
  try {
    return readJson(config);
  } catch {
    return fail(`${config} is not JSON`);
  }
}

/**
 * Points the shell's config.json at a published release of a remote, once the release answers at --url.
 * @param {{ remote: string, id: string, to: string, config: string, url: string }} options
 */
export async function useRelease({ remote, id, to, config, url }) {
  if (!ID.test(id)) fail(`"${id}" is not a release id`);
  const dir = join(resolve(to), 'releases', id);
  if (!existsSync(dir)) fail(`no release ${id} in ${to} (npm run release -- list --to ${to})`);
  const published = remoteManifest(dir);
  const { name } = published.manifest;
  if (name !== remote) fail(`release ${id} is of the "${name}" remote, not "${remote}"`);
  const entry = `${url.replace(/\/+$/, '')}/releases/${id}/mf-manifest.json`;
  const label = await checkServed(entry, { remote, published, where: dir, root: to });
  return withConfigLock(config, async () => {
    // Pruned while this command was checking it?
    if (!existsSync(join(dir, 'mf-manifest.json'))) fail(`release ${id} was removed from ${to} meanwhile`);
    const current = readConfig(config);
    const next = { ...current, remotes: { ...current.remotes, [remote]: entry } };
    const state = await recordState(config, current, next, `use ${remote} ${id}`, { [remote]: label ?? id });
    return { remote, id, entry, state, previous: current.remotes?.[remote] ?? null };
  });
}

/**
 * The entry a rollback of one remote goes back to: state n's, the latest state's that used release `id`,
 * or the latest one that differs from now.
 * @param {ConfigState[]} history
 * @param {string} remote
 * @param {string | undefined} current
 * @param {string | undefined} to
 */
function remoteTarget(history, remote, current, to) {
  const entryOf = (/** @type {ConfigState} */ state) => state.config.remotes?.[remote];
  /** @type {ConfigState | undefined} */
  let state;
  if (to && /^\d+$/.test(to)) {
    state = history.find((s) => s.n === Number(to));
    if (!state) fail(`no state ${to} in the history (npm run release -- history --config …)`);
    if (!entryOf(state)) fail(`state ${to} has no "${remote}" entry`);
  } else if (to) {
    state = history.findLast((s) => entryOf(s)?.includes(`/releases/${to}/`));
    if (!state) fail(`no recorded state used release ${to} of "${remote}"`);
  } else {
    state = history.findLast((s) => entryOf(s) && entryOf(s) !== current);
    if (!state) fail(`the history has no earlier "${remote}" entry than the current one`);
  }
  return { state, entry: /** @type {string} */ (entryOf(state)) };
}

/**
 * Goes back to an earlier recorded state: the whole config.json, or one remote's entry (the others stay
 * as they are, so one team's rollback never undoes another team's switch).
 * @param {{ config: string, remote?: string | undefined, to?: string | undefined }} options
 */
export async function rollback({ config, remote, to }) {
  return withConfigLock(config, async () => {
    const current = readConfig(config);
    const history = readHistory(config);
    if (!history.length) fail(`${config} has no history yet: it starts with the first \`use\``);
    /** @type {ShellConfig} */
    let next;
    /** @type {ConfigState} */
    let state;
    if (remote) {
      ({ state } = remoteTarget(history, remote, current.remotes?.[remote], to));
      next = {
        ...current,
        remotes: { ...current.remotes, [remote]: /** @type {string} */ (state.config.remotes?.[remote]) },
      };
    } else if (to && !/^\d+$/.test(to)) {
      return fail(`--to ${to} is a release id: name its remote (rollback <remote> --to ${to})`);
    } else {
      const found = to
        ? history.find((s) => s.n === Number(to))
        : history.findLast((s) => !isDeepStrictEqual(s.config, current));
      if (!found)
        fail(to ? `no state ${to} in the history` : 'the history has no earlier state than the current one');
      state = found;
      next = state.config;
    }
    // Every entry that changes must answer with its remote's manifest before anyone is sent there.
    /** @type {string[]} */
    const notes = [];
    /** @type {Record<string, string>} */
    const releases = {};
    for (const [name, entry] of Object.entries(next.remotes ?? {})) {
      if (current.remotes?.[name] === entry) continue;
      const label = await checkServed(entry, { remote: name });
      if (label) releases[name] = label;
      const recorded = state.releases?.[name];
      if (recorded && label && recorded !== label) {
        notes.push(
          `${name}: ${entry} now serves ${label}, not ${recorded} as in state ${state.n} (deployed in place since)`,
        );
      }
    }
    const by = `rollback${remote ? ` ${remote}` : ''} to state ${state.n}`;
    const n = await recordState(config, current, next, by, releases);
    return { state: state.n, recorded: n, next, previous: current, notes };
  });
}

/**
 * The releases under a deploy root, oldest first.
 * @param {{ to: string }} options
 * @returns {ReleaseInfo[]}
 */
export function listReleases({ to }) {
  const dir = join(resolve(to), 'releases');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((id) => ID.test(id) && existsSync(join(dir, id, 'mf-manifest.json')))
    .map((id) => {
      const info = existsSync(join(dir, id, 'release.json')) ? readJson(join(dir, id, 'release.json')) : {};
      return {
        id,
        remote: info.remote ?? readJson(join(dir, id, 'mf-manifest.json')).name ?? '?',
        publishedAt: info.publishedAt ?? statSync(join(dir, id)).mtime.toISOString(),
      };
    })
    .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
}

/**
 * The releases (remote and id) a config names.
 * @param {ShellConfig} config
 */
function releasesNamed(config) {
  return Object.entries(config.remotes ?? {}).flatMap(([remote, entry]) => {
    const id = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(String(entry))?.[1];
    return id ? [`${remote}/${id}`] : [];
  });
}

/**
 * Deletes the releases under a root that no one may still need: kept are, per remote, the last `keep`
 * published, every release config.json uses, and every release named by the last `keep` states of its
 * history. Also removes what publishes that died left behind (staging folders older than an hour).
 * @param {{ to: string, keep: number, config: string, dryRun?: boolean }} options
 */
export async function pruneReleases({ to, keep, config, dryRun = false }) {
  if (!Number.isInteger(keep) || keep < 1) fail('--keep must be a whole number of releases, 1 or more');
  return withConfigLock(config, async () => {
    const inUse = new Set(releasesNamed(readConfig(config)));
    const recent = new Set(
      readHistory(config)
        .slice(-keep)
        .flatMap((state) => releasesNamed(state.config)),
    );
    const all = listReleases({ to });
    /** @type {{ id: string, remote: string, why: string }[]} */
    const kept = [];
    /** @type {{ id: string, remote: string }[]} */
    const deleted = [];
    for (const release of all) {
      const key = `${release.remote}/${release.id}`;
      const newer = all.filter(
        (r) => r.remote === release.remote && r.publishedAt > release.publishedAt,
      ).length;
      const why = inUse.has(key)
        ? 'in use'
        : newer < keep
          ? `one of the last ${keep}`
          : recent.has(key)
            ? `in the last ${keep} states of the history`
            : null;
      if (why) kept.push({ id: release.id, remote: release.remote, why });
      else deleted.push({ id: release.id, remote: release.remote });
    }
    const dir = join(resolve(to), 'releases');
    const leftovers = existsSync(dir)
      ? readdirSync(dir).filter(
          (name) => STAGING.test(name) && Date.now() - statSync(join(dir, name)).mtimeMs > STAGING_STALE_MS,
        )
      : [];
    if (!dryRun) {
      for (const { id } of deleted) rmSync(join(dir, id), { recursive: true, force: true });
      for (const name of leftovers) rmSync(join(dir, name), { recursive: true, force: true });
    }
    return { kept, deleted, leftovers };
  });
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

const FLAGS = new Set(['--dry-run']);

/** @param {string[]} args */
async function main(args) {
  const [command, ...rest] = args;
  const positional = rest.filter(
    (arg, i) => !arg.startsWith('--') && !(rest[i - 1]?.startsWith('--') && !FLAGS.has(rest[i - 1] ?? '')),
  );
  if (command === 'publish') {
    const [app] = positional;
    if (!app) {
      fail(
        'usage: publish <app folder> --to <deploy root> (--shell-manifest <file or URL> | --config <config.json>) [--id <id>]',
      );
    }
    const result = await publishRelease({
      app,
      to: required(rest, 'to'),
      id: option(rest, 'id'),
      shellManifest: option(rest, 'shell-manifest'),
      config: option(rest, 'config'),
    });
    console.log(result.contract.report);
    console.log(`Published ${result.remote} release ${result.id}: ${result.manifest}`);
    console.log(
      `Switch to it: npm run release -- use ${result.remote} ${result.id} --to … --config … --url …`,
    );
  } else if (command === 'use') {
    const [remote, id] = positional;
    if (!remote || !id)
      fail('usage: use <remote> <id> --to <deploy root> --config <config.json> --url <root URL>');
    const config = required(rest, 'config');
    const result = await useRelease({
      remote,
      id,
      to: required(rest, 'to'),
      config,
      url: required(rest, 'url'),
    });
    console.log(`${basename(config)}: ${remote} → ${result.entry} (state ${result.state})`);
    if (result.previous && result.previous !== result.entry) {
      console.log(
        `(was ${result.previous}; to go back: npm run release -- rollback ${remote} --config ${config})`,
      );
    }
  } else if (command === 'rollback') {
    const [remote] = positional;
    const config = required(rest, 'config');
    const result = await rollback({ config, remote, to: option(rest, 'to') });
    for (const [name, entry] of Object.entries(result.next.remotes ?? {})) {
      if (result.previous.remotes?.[name] !== entry) console.log(`${basename(config)}: ${name} → ${entry}`);
    }
    for (const note of result.notes) console.log(`note: ${note}`);
    console.log(`Back to state ${result.state} (recorded as state ${result.recorded}).`);
  } else if (command === 'history') {
    const config = required(rest, 'config');
    const current = readConfig(config);
    for (const state of readHistory(config)) {
      const mark = isDeepStrictEqual(state.config, current) ? '*' : ' ';
      console.log(`${mark} ${String(state.n).padStart(3)}  ${state.at}  ${state.by}`);
      for (const [name, entry] of Object.entries(state.config.remotes ?? {}))
        console.log(`        ${name}: ${entry}`);
    }
  } else if (command === 'list') {
    const config = option(rest, 'config');
    const used = new Set(config ? releasesNamed(readConfig(config)) : []);
    for (const release of listReleases({ to: required(rest, 'to') })) {
      const mark = used.has(`${release.remote}/${release.id}`) ? '*' : ' ';
      console.log(`${mark} ${release.id.padEnd(28)} ${release.remote.padEnd(10)} ${release.publishedAt}`);
    }
  } else if (command === 'prune') {
    const keep = Number(required(rest, 'keep'));
    const dryRun = rest.includes('--dry-run');
    const result = await pruneReleases({
      to: required(rest, 'to'),
      keep,
      config: required(rest, 'config'),
      dryRun,
    });
    for (const release of result.kept)
      console.log(`  keep    ${release.remote}/${release.id} (${release.why})`);
    for (const release of result.deleted) {
      console.log(`  ${dryRun ? 'would delete' : 'deleted'} ${release.remote}/${release.id}`);
    }
    for (const name of result.leftovers)
      console.log(`  ${dryRun ? 'would delete' : 'deleted'} ${name} (a publish that died)`);
  } else {
    fail(
      'usage: release publish|use|rollback|history|list|prune … (see the header of tooling/scripts/release.mjs or docs/DEPLOY.md)',
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ReleaseError') throw error;
    console.error(error.message);
    process.exit(1);
  }
}
