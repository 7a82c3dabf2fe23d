#!/usr/bin/env node
// Two teams switching their remote at the same moment, each in its own process, as two deploy pipelines
// would: per round the seeker's and the employer's `release use` start together against one config.json
// (held by start-at.mjs to begin at the same instant), and the round counts as lost when config.json does
// not end with both switches in it.
//   node tooling/scripts/test/switch-race.mjs [--rounds 30] [--script <a release.mjs to measure>]
// prints "lost switches: N of 30" (exit 1 when N > 0). tooling/scripts/test/release.test.ts runs it on
// tooling/scripts/release.mjs; --script measures another version of the command (e.g. an older commit's).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { serveStatic } from '@portal/build-config/serve';

const run = promisify(execFile);
const RELEASE = resolve(fileURLToPath(import.meta.url), '..', '..', 'release.mjs');
const START_AT = resolve(fileURLToPath(import.meta.url), '..', 'start-at.mjs');
const TEAMS = /** @type {const} */ (['seeker', 'employer']);
const IDS = ['a', 'b'];

/**
 * A remote's build as its host serves it: the manifest (release label `label`) and the entry it names.
 * @param {string} dir
 * @param {string} remote
 * @param {string} label
 */
export function writeRemoteBuild(dir, remote, label) {
  mkdirSync(dir, { recursive: true });
  const manifest = {
    id: remote,
    name: remote,
    metaData: {
      name: remote,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      // The remote contract this portal speaks (@portal/remote-contract's CONTRACT_VERSION): a release
      // command refuses a manifest built for another.
      portal: { contract: 2, routes: [`/${remote}`], release: label },
    },
    shared: [],
    exposes: [{ id: `${remote}:routes`, name: 'routes', path: './routes', assets: {} }],
  };
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* ${remote} ${label} */\n`);
}

/**
 * A published release as `release publish` leaves it: the build under releases/<id>/, with release.json.
 * @param {string} root
 * @param {string} remote
 * @param {string} id
 * @param {string} [publishedAt]
 */
export function writeRelease(root, remote, id, publishedAt = new Date().toISOString()) {
  const dir = join(root, 'releases', id);
  writeRemoteBuild(dir, remote, `${remote}-${id}`);
  writeFileSync(join(dir, 'release.json'), JSON.stringify({ id, remote, publishedAt }));
  return dir;
}

/**
 * @param {{ rounds?: number, script?: string }} [options]
 * @returns {Promise<{ rounds: number, lost: number, failed: string[] }>}
 */
export async function switchRace({ rounds = 30, script = RELEASE } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'switch-race-'));
  const config = join(dir, 'shell', 'config.json');
  mkdirSync(join(dir, 'shell'));
  /** @type {import('node:http').Server[]} */
  const servers = [];
  try {
    /** @type {Record<string, { root: string, url: string }>} */
    const hosts = {};
    for (const team of TEAMS) {
      const root = join(dir, team);
      for (const id of IDS) writeRelease(root, team, id);
      const server = await serveStatic({ dir: root, port: 0 });
      servers.push(server);
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      hosts[team] = { root, url: `http://127.0.0.1:${port}` };
    }
    /** @param {string} team @param {string} id */
    const entry = (team, id) => `${hosts[team]?.url}/releases/${id}/mf-manifest.json`;
    writeFileSync(
      config,
      JSON.stringify({
        apiUrl: 'http://127.0.0.1:9',
        remotes: { seeker: entry('seeker', 'a'), employer: entry('employer', 'a') },
      }),
    );
    let lost = 0;
    /** @type {string[]} */
    const failed = [];
    for (let round = 1; round <= rounds; round++) {
      const id = IDS[round % 2] ?? 'a';
      // Both begin at the same instant, half a second from now (start-up takes less).
      const env = { ...process.env, START_AT: String(Date.now() + 500) };
      const results = await Promise.allSettled(
        TEAMS.map((team) =>
          run(
            process.execPath,
            [
              '--import',
              START_AT,
              script,
              'use',
              team,
              id,
              '--to',
              hosts[team]?.root ?? '',
              '--config',
              config,
              '--url',
              hosts[team]?.url ?? '',
            ],
            { env },
          ),
        ),
      );
      for (const [i, result] of results.entries()) {
        if (result.status === 'rejected')
          failed.push(`round ${round}, ${TEAMS[i]}: ${String(result.reason)}`);
      }
      const remotes = JSON.parse(readFileSync(config, 'utf8')).remotes ?? {};
      if (TEAMS.some((team) => remotes[team] !== entry(team, id))) lost += 1;
    }
    return { rounds, lost, failed };
  } finally {
    for (const server of servers) server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  /** @param {string} name */
  const option = (name) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const script = option('script');
  const result = await switchRace({
    rounds: Number(option('rounds') ?? 30),
    ...(script ? { script: resolve(script) } : {}),
  });
  for (const line of result.failed) console.log(`failed: ${line}`);
  console.log(`lost switches: ${result.lost} of ${result.rounds} (${result.failed.length} commands failed)`);
  process.exit(result.lost || result.failed.length ? 1 : 0);
}
