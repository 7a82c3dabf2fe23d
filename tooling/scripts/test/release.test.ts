// `npm run release`, tested on real folders, a real static server and real processes: publish refuses a
// build missing a file it names or whose contract test fails, `use` refuses a --url that does not serve
// the release whole, two teams
// switching at once lose nothing, rollback reaches every earlier state (in-place entries included), prune
// keeps what is in use. Publishing a real build that passes is shown by e2e's independent-deploys test.
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { serveStatic } from '@portal/build-config/serve';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  filesOfText,
  listReleases,
  pruneReleases,
  publishRelease,
  readHistory,
  rollback,
  useRelease,
} from '../release.mjs';
import { switchRace, writeRelease, writeRemoteBuild } from './switch-race.mjs';

const RELEASE = resolve(import.meta.dirname, '..', 'release.mjs');
const run = promisify(execFile);

let dir: string;
let config: string;
const servers: Server[] = [];
const hosts: Record<'seeker' | 'employer', { root: string; url: string }> = {
  seeker: { root: '', url: '' },
  employer: { root: '', url: '' },
};

async function serve(root: string): Promise<string> {
  mkdirSync(root, { recursive: true });
  const server = await serveStatic({ dir: root, port: 0 });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const entry = (team: 'seeker' | 'employer', id: string) =>
  `${hosts[team].url}/releases/${id}/mf-manifest.json`;
const readConfig = () =>
  JSON.parse(readFileSync(config, 'utf8')) as { apiUrl: string; remotes: Record<string, string> };
const use = (remote: 'seeker' | 'employer', id: string, url = hosts[remote].url) =>
  useRelease({ remote, id, to: hosts[remote].root, config, url });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'release-test-'));
  for (const team of ['seeker', 'employer'] as const) {
    hosts[team].root = join(dir, team);
    hosts[team].url = await serve(hosts[team].root);
  }
});

afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  for (const team of ['seeker', 'employer'] as const) {
    rmSync(hosts[team].root, { recursive: true, force: true });
    for (const id of ['a', 'b', 'c']) writeRelease(hosts[team].root, team, id);
  }
  rmSync(join(dir, 'shell'), { recursive: true, force: true });
  mkdirSync(join(dir, 'shell'));
  config = join(dir, 'shell', 'config.json');
  writeFileSync(
    config,
    JSON.stringify({
      apiUrl: 'https://api.example',
      remotes: { seeker: entry('seeker', 'a'), employer: entry('employer', 'a') },
    }),
  );
});

/** Gives a build's manifest an exposed module with a script, a stylesheet (naming a font) and a later chunk. */
function withAssets(dir: string) {
  const file = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { exposes: unknown[] };
  manifest.exposes = [
    {
      id: 'x:routes',
      name: 'routes',
      path: './routes',
      assets: {
        js: { sync: ['routes.1a2b3c4d.js'], async: ['page.5e6f7a8b.js'] },
        css: { sync: ['routes.9c8d7e6f.css'], async: [] },
      },
    },
  ];
  writeFileSync(file, JSON.stringify(manifest));
  writeFileSync(join(dir, 'routes.1a2b3c4d.js'), '/* routes */');
  writeFileSync(join(dir, 'page.5e6f7a8b.js'), '/* page */');
  writeFileSync(join(dir, 'routes.9c8d7e6f.css'), '@font-face{src:url(fonts/inter.woff2)}body{margin:0}');
  mkdirSync(join(dir, 'fonts'), { recursive: true });
  writeFileSync(join(dir, 'fonts', 'inter.woff2'), 'font');
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><base href=/><link href="routes.9c8d7e6f.css" rel=stylesheet><script defer src=main.0f1e2d3c.js></script></head><body><img src="data:image/png;base64,AA" alt=""><a href="https://example.com/x">x</a></body></html>',
  );
  writeFileSync(join(dir, 'main.0f1e2d3c.js'), '/* main */');
}

describe('publish', () => {
  let app: string;
  beforeEach(() => {
    // A build folder whose manifest looks like a remote's, but whose entry is not one: its contract test fails.
    app = join(dir, 'app');
    rmSync(app, { recursive: true, force: true });
    writeRelease(app, 'seeker', 'x');
    mkdirSync(join(app, 'dist'));
    for (const file of ['mf-manifest.json', 'remoteEntry.js'])
      writeFileSync(join(app, 'dist', file), readFileSync(join(app, 'releases', 'x', file)));
    writeFileSync(join(dir, 'shell', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: [] }));
  });

  test('refuses a build whose contract test fails, with the test report, and leaves nothing behind', async () => {
    const root = join(dir, 'publish-root');
    const error = await publishRelease({ app, to: root, id: 'r1', config }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const message = (error as Error).message;
    expect(message).toContain(
      `Not published: the contract test of ${join(app, 'dist')} against ${join(dir, 'shell', 'mf-manifest.json')} failed.`,
    );
    expect(message).toContain('FAILED: this build must not be deployed');
    // Its manifest is a remote's, its entry is not: the test names the check that failed.
    expect(message).toMatch(/✗ \.\/routes loads through the federation runtime/);
    expect(readdirSync(join(root, 'releases'))).toEqual([]);
  }, 60_000);

  test('the command exits 1 with the reason', async () => {
    const root = join(dir, 'publish-root');
    const error = (await run(process.execPath, [
      RELEASE,
      'publish',
      app,
      '--to',
      root,
      '--shell-manifest',
      join(dir, 'shell', 'mf-manifest.json'),
    ]).catch((e: unknown) => e)) as { code?: number; stderr?: string };
    expect(error.code).toBe(1);
    expect(error.stderr).toContain('Not published: the contract test');
    expect(existsSync(join(root, 'releases', 'seeker-x'))).toBe(false);
  }, 60_000);

  test('refuses a build missing a file its manifest, its page or a stylesheet names, before its contract test', async () => {
    const dist = join(app, 'dist');
    withAssets(dist);
    rmSync(join(dist, 'routes.9c8d7e6f.css'));
    rmSync(join(dist, 'main.0f1e2d3c.js'));
    const root = join(dir, 'publish-root');
    await expect(publishRelease({ app, to: root, id: 'r1', config })).rejects.toThrow(
      `Not published: ${dist} names 2 file(s) it does not have: main.0f1e2d3c.js, routes.9c8d7e6f.css. Build the remote again.`,
    );
    writeFileSync(join(dist, 'routes.9c8d7e6f.css'), '@font-face{src:url("fonts/inter.woff2?v=2")}');
    writeFileSync(join(dist, 'main.0f1e2d3c.js'), '');
    rmSync(join(dist, 'fonts'), { recursive: true });
    await expect(publishRelease({ app, to: root, id: 'r1', config })).rejects.toThrow(
      'names 1 file(s) it does not have: fonts/inter.woff2.',
    );
    expect(readdirSync(join(root, 'releases'))).toEqual([]);
  });

  test('refuses a corrupt manifest with a one-line reason', async () => {
    writeFileSync(join(app, 'dist', 'mf-manifest.json'), '{"name": "seeker", "metaData": ');
    const error = await publishRelease({ app, to: join(dir, 'p'), id: 'r1', config }).catch((e: Error) => e);
    expect((error as Error).message).toMatch(
      new RegExp(`^${join(app, 'dist', 'mf-manifest.json')} is not JSON \\(.+\\): build the remote again$`),
    );
  });

  test('refuses a manifest that is not a remote’s for this portal, naming every problem', async () => {
    const file = join(app, 'dist', 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.metaData.portal.contract = 1;
    manifest.exposes = [];
    writeFileSync(file, JSON.stringify(manifest));
    await expect(publishRelease({ app, to: join(dir, 'p'), id: 'r1', config })).rejects.toThrow(
      `${file} is not a remote's manifest for this portal: the remote does not expose ./routes (exposes: nothing); ` +
        'built for remote contract 1, this host speaks 2',
    );
  });

  test('needs the shell the release will run under', async () => {
    await expect(publishRelease({ app, to: join(dir, 'p') })).rejects.toThrow(
      /publish needs the shell the release will run under.*--shell-manifest.*--config/,
    );
    rmSync(join(dir, 'shell', 'mf-manifest.json'));
    await expect(publishRelease({ app, to: join(dir, 'p'), config })).rejects.toThrow(
      `no mf-manifest.json beside ${config}: give the deployed shell's manifest with --shell-manifest`,
    );
    await expect(
      publishRelease({ app, to: join(dir, 'p'), shellManifest: join(dir, 'nowhere.json') }),
    ).rejects.toThrow('no such file');
  });

  test('never overwrites a release', async () => {
    await expect(publishRelease({ app, to: hosts.seeker.root, id: 'a', config })).rejects.toThrow(
      'release a already exists',
    );
  });
});

describe('use', () => {
  test('switches to a release that answers at --url, and records the states', async () => {
    const result = await use('seeker', 'b');
    expect(result.entry).toBe(entry('seeker', 'b'));
    expect(readConfig().remotes).toEqual({ seeker: entry('seeker', 'b'), employer: entry('employer', 'a') });
    const history = readHistory(config);
    expect(history.map((s) => [s.n, s.by])).toEqual([
      [1, 'found: before the first recorded change'],
      [2, 'use seeker b'],
    ]);
    expect(history[1]?.releases).toEqual({ seeker: 'seeker-b' });
  });

  test('refuses a --url that does not serve the deploy root, and changes nothing', async () => {
    const before = readFileSync(config, 'utf8');
    await expect(use('seeker', 'b', `${hosts.seeker.url}/elsewhere`)).rejects.toThrow(
      `${hosts.seeker.url}/elsewhere/releases/b/mf-manifest.json answers HTTP 404: is --url the public URL of ${hosts.seeker.root}?`,
    );
    // The employer's host serves a release b too, of another remote.
    await expect(use('seeker', 'b', hosts.employer.url)).rejects.toThrow(
      `${entry('employer', 'b')} is the manifest of "employer", not of the "seeker" remote`,
    );
    await expect(use('seeker', 'b', 'http://127.0.0.1:9')).rejects.toThrow('does not answer');
    expect(readFileSync(config, 'utf8')).toBe(before);
    expect(readHistory(config)).toEqual([]);
  });

  test('refuses a --url that serves another build under the same id', async () => {
    const other = join(dir, 'other-host');
    rmSync(other, { recursive: true, force: true });
    writeRelease(other, 'seeker', 'b');
    const manifest = join(other, 'releases', 'b', 'mf-manifest.json');
    const text = readFileSync(manifest, 'utf8');
    writeFileSync(manifest, text.replace('"seeker-b"', '"seeker-b2"'));
    const url = await serve(other);
    await expect(use('seeker', 'b', url)).rejects.toThrow(
      `serves release seeker-b2 of seeker, not seeker-b (the one in ${join(hosts.seeker.root, 'releases', 'b')})`,
    );
    writeFileSync(manifest, text.replace('"shared":[]', '"shared":[{"name":"x","version":"1.0.0"}]'));
    await expect(use('seeker', 'b', url)).rejects.toThrow('differs from the published');
  });

  test('refuses a release whose host does not serve a file it names, and changes nothing', async () => {
    const before = readFileSync(config, 'utf8');
    const release = join(hosts.seeker.root, 'releases', 'b');
    withAssets(release);
    rmSync(join(release, 'page.5e6f7a8b.js'));
    rmSync(join(release, 'fonts'), { recursive: true });
    await expect(use('seeker', 'b')).rejects.toThrow(
      `${entry('seeker', 'b')} names 2 file(s) its host does not serve: fonts/inter.woff2 (HTTP 404), page.5e6f7a8b.js (HTTP 404). Publish the release whole before switching to it.`,
    );
    rmSync(join(release, 'main.0f1e2d3c.js'));
    writeFileSync(join(release, 'page.5e6f7a8b.js'), '');
    mkdirSync(join(release, 'fonts'));
    writeFileSync(join(release, 'fonts', 'inter.woff2'), '');
    await expect(use('seeker', 'b')).rejects.toThrow(
      'names 1 file(s) its host does not serve: main.0f1e2d3c.js (HTTP 404).',
    );
    expect(readFileSync(config, 'utf8')).toBe(before);
    writeFileSync(join(release, 'main.0f1e2d3c.js'), '');
    await use('seeker', 'b');
    expect(readConfig().remotes.seeker).toBe(entry('seeker', 'b'));
  });

  test('reads the files of a page and a stylesheet as a browser resolves them', () => {
    const html =
      '<base href=/><script src=main.1.js></script><link rel=stylesheet href="a/b.css?v=1"><link href=//cdn.example/x.css rel=stylesheet><script src="/root.js"></script><a href=page.html>not a file of the page</a>';
    expect(filesOfText(html, '', 'html')).toEqual(['main.1.js', 'a/b.css']);
    expect(
      filesOfText("src:url('../f/i%20x.woff2#h') url(data:x) url(img.png)", 'css/site.css', 'css'),
    ).toEqual(['f/i x.woff2', 'css/img.png']);
  });

  test('refuses a release whose entry does not answer', async () => {
    rmSync(join(hosts.seeker.root, 'releases', 'b', 'remoteEntry.js'));
    await expect(use('seeker', 'b')).rejects.toThrow(/remoteEntry\.js, the entry .* names, answers HTTP 404/);
  });

  test('refuses an unknown release or one of another remote', async () => {
    await expect(use('seeker', 'zz')).rejects.toThrow('no release zz in');
    await expect(
      useRelease({ remote: 'employer', id: 'b', to: hosts.seeker.root, config, url: hosts.seeker.url }),
    ).rejects.toThrow('release b is of the "seeker" remote, not "employer"');
  });

  test('takes over a lock left by a process that died', async () => {
    const lock = join(dir, 'shell', '.config.json.lock');
    mkdirSync(lock);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lock, old, old);
    await use('employer', 'c');
    expect(readConfig().remotes.employer).toBe(entry('employer', 'c'));
    expect(existsSync(lock)).toBe(false);
  });
});

describe('two teams switching at once, in separate processes', () => {
  test('lose no switch in 30 rounds', async () => {
    const result = await switchRace({ rounds: 30 });
    console.log(`lost switches: ${result.lost} of ${result.rounds}`);
    expect(result.failed).toEqual([]);
    expect(result.lost).toBe(0);
  }, 120_000);
});

describe('rollback', () => {
  test("of one remote goes back to its previous entry and leaves the other team's switch alone", async () => {
    await use('seeker', 'b');
    await use('employer', 'b');
    const result = await rollback({ config, remote: 'seeker' });
    expect(readConfig().remotes).toEqual({ seeker: entry('seeker', 'a'), employer: entry('employer', 'b') });
    expect(result.state).toBe(1);
    expect(readHistory(config).at(-1)?.by).toBe('rollback seeker to state 1');
  });

  test('reaches an entry deployed in place (config.json edited by hand), and notes when its content moved on', async () => {
    // An in-place deploy: the build at the remote host's root, and config.json edited to point there.
    writeRemoteBuild(hosts.employer.root, 'employer', 'employer-v1');
    const inPlace = `${hosts.employer.url}/mf-manifest.json`;
    writeFileSync(
      config,
      JSON.stringify({ ...readConfig(), remotes: { ...readConfig().remotes, employer: inPlace } }),
    );
    await use('employer', 'b');
    expect(readHistory(config).map((s) => s.by)).toEqual([
      'found: before the first recorded change',
      'use employer b',
    ]);

    const back = await rollback({ config, remote: 'employer' });
    expect(readConfig().remotes.employer).toBe(inPlace);
    expect(back).toMatchObject({ state: 1, recorded: 3, notes: [] });
    expect(readHistory(config).at(-1)?.releases).toEqual({ employer: 'employer-v1' });

    // Switched away, and the root redeployed in place since: state 3 is still reachable, with a note.
    await use('employer', 'c');
    writeRemoteBuild(hosts.employer.root, 'employer', 'employer-v2');
    const again = await rollback({ config, remote: 'employer', to: '3' });
    expect(readConfig().remotes.employer).toBe(inPlace);
    expect(again.notes).toEqual([
      `employer: ${inPlace} now serves employer-v2, not employer-v1 as in state 3 (deployed in place since)`,
    ]);
  });

  test('of one remote to the latest state that used a given release', async () => {
    await use('seeker', 'b');
    await use('seeker', 'c');
    await rollback({ config, remote: 'seeker', to: 'b' });
    expect(readConfig().remotes.seeker).toBe(entry('seeker', 'b'));
    expect(readHistory(config).at(-1)?.by).toBe('rollback seeker to state 2');
  });

  test('of the whole file goes to the previous state or to state n', async () => {
    await use('seeker', 'b');
    await use('employer', 'c');
    await rollback({ config });
    expect(readConfig().remotes).toEqual({ seeker: entry('seeker', 'b'), employer: entry('employer', 'a') });
    await rollback({ config, to: '1' });
    expect(readConfig().remotes).toEqual({ seeker: entry('seeker', 'a'), employer: entry('employer', 'a') });
    expect(readHistory(config).map((s) => s.by)).toEqual([
      'found: before the first recorded change',
      'use seeker b',
      'use employer c',
      'rollback to state 2',
      'rollback to state 1',
    ]);
  });

  test('refuses a target that no longer answers, and what it cannot find', async () => {
    await expect(rollback({ config })).rejects.toThrow('has no history yet');
    await use('seeker', 'b');
    rmSync(join(hosts.seeker.root, 'releases', 'a'), { recursive: true });
    await expect(rollback({ config, remote: 'seeker' })).rejects.toThrow(
      `${entry('seeker', 'a')} answers HTTP 404`,
    );
    expect(readConfig().remotes.seeker).toBe(entry('seeker', 'b'));
    await expect(rollback({ config, remote: 'seeker', to: '9' })).rejects.toThrow(
      'no state 9 in the history',
    );
    await expect(rollback({ config, remote: 'seeker', to: 'zz' })).rejects.toThrow(
      'no recorded state used release zz',
    );
    await expect(rollback({ config, to: 'b' })).rejects.toThrow('name its remote');
  });

  test('records an edit made outside the command before going back, so that it can be gone back to too', async () => {
    await use('seeker', 'b');
    writeFileSync(config, JSON.stringify({ ...readConfig(), apiUrl: 'https://api2.example' }));
    await rollback({ config });
    expect(readConfig()).toEqual({
      apiUrl: 'https://api.example',
      remotes: { seeker: entry('seeker', 'b'), employer: entry('employer', 'a') },
    });
    expect(readHistory(config).map((s) => s.by)).toEqual([
      'found: before the first recorded change',
      'use seeker b',
      'found: changed outside npm run release',
      'rollback to state 2',
    ]);
    await rollback({ config, to: '3' });
    expect(readConfig().apiUrl).toBe('https://api2.example');
  });
});

describe('prune', () => {
  /** Releases a, b, c… of the seeker published on consecutive days. */
  function publishedInOrder(ids: string[]) {
    rmSync(join(hosts.seeker.root, 'releases'), { recursive: true, force: true });
    ids.forEach((id, day) =>
      writeRelease(
        hosts.seeker.root,
        'seeker',
        id,
        `2024-06-${String(day + 1).padStart(2, '0')}T00:00:00.000Z`,
      ),
    );
  }

  test('keeps the last N, what config.json uses and what the last N states name; deletes the rest', async () => {
    publishedInOrder(['a', 'b', 'c', 'd', 'e']);
    // States: 1 a (found), 2 b, 3 a: config.json uses a, the last 2 states name b and a.
    await use('seeker', 'b');
    await rollback({ config, remote: 'seeker' });
    const stale = join(hosts.seeker.root, 'releases', '.publish-x-1');
    const fresh = join(hosts.seeker.root, 'releases', '.publish-y-2');
    mkdirSync(stale);
    mkdirSync(fresh);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, old, old);

    const dry = await pruneReleases({ to: hosts.seeker.root, keep: 2, config, dryRun: true });
    expect(dry.deleted).toEqual([{ id: 'c', remote: 'seeker' }]);
    expect(listReleases({ to: hosts.seeker.root })).toHaveLength(5);
    expect(existsSync(stale)).toBe(true);

    const result = await pruneReleases({ to: hosts.seeker.root, keep: 2, config });
    expect(result.kept).toEqual([
      { id: 'a', remote: 'seeker', why: 'in use' },
      { id: 'b', remote: 'seeker', why: 'in the last 2 states of the history' },
      { id: 'd', remote: 'seeker', why: 'one of the last 2' },
      { id: 'e', remote: 'seeker', why: 'one of the last 2' },
    ]);
    expect(result.deleted).toEqual([{ id: 'c', remote: 'seeker' }]);
    // A publish that died an hour ago left its staging folder; one under way is left alone.
    expect(result.leftovers).toEqual(['.publish-x-1']);
    expect(listReleases({ to: hosts.seeker.root }).map((r) => r.id)).toEqual(['a', 'b', 'd', 'e']);
    expect([existsSync(stale), existsSync(fresh)]).toEqual([false, true]);

    // --keep 1: only the newest, and a (in use, and named by the last state).
    await pruneReleases({ to: hosts.seeker.root, keep: 1, config });
    expect(listReleases({ to: hosts.seeker.root }).map((r) => r.id)).toEqual(['a', 'e']);
  });

  test('counts the last N per remote when one host serves several', async () => {
    publishedInOrder(['a', 'b', 'c']);
    writeRelease(hosts.seeker.root, 'employer', 'x', '2024-07-01T00:00:00.000Z');
    const result = await pruneReleases({ to: hosts.seeker.root, keep: 1, config });
    expect(result.deleted.map((r) => `${r.remote}/${r.id}`)).toEqual(['seeker/b']);
    expect(result.kept.map((r) => `${r.remote}/${r.id}`)).toEqual(['seeker/a', 'seeker/c', 'employer/x']);
  });

  test('refuses a --keep that is not a whole number of at least 1', async () => {
    await expect(pruneReleases({ to: hosts.seeker.root, keep: 0, config })).rejects.toThrow('--keep must be');
    await expect(pruneReleases({ to: hosts.seeker.root, keep: 1.5, config })).rejects.toThrow(
      '--keep must be',
    );
  });
});
