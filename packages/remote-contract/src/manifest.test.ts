import { describe, expect, it } from 'vitest';
import { parseRemoteManifest, readRemoteManifest, readSharedModules } from './manifest';
import { ContractError } from './validate';

const URL_ = 'http://remote.test/releases/r1/mf-manifest.json';

/** A remote's manifest as @portal/build-config writes it (the parts the portal reads). */
const built = () => ({
  id: 'seeker',
  name: 'seeker',
  metaData: {
    name: 'seeker',
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
    pluginVersion: '2.9.2',
    portal: {
      contract: 2,
      routes: ['/find-jobs', '/jobs/:jobId'],
      release: 'r1',
      code: {
        routes: ['80.a.js'],
        shared: { react: ['190.b.js'] },
        pages: { detail: { own: ['detail.c.js'], shared: { zod: ['31.d.js'] } } },
      },
    },
  },
  shared: [
    { id: 'seeker:react', name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.2.0' },
    {
      id: 'seeker:react/jsx-runtime',
      name: 'react/jsx-runtime',
      version: '19.2.0',
      requiredVersion: '^19.2.0',
    },
  ],
  remotes: [],
  exposes: [
    {
      id: 'seeker:routes',
      name: 'routes',
      path: './routes',
      assets: { js: { sync: ['80.a.js'], async: [] }, css: { sync: ['80.e.css'], async: ['detail.f.css'] } },
    },
  ],
});

/** `built()` with one field replaced, by its path. */
function withField(path: string, value: unknown): Record<string, unknown> {
  const manifest = built() as unknown as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let at = manifest;
  for (const key of keys) at = at[key] as Record<string, unknown>;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return manifest;
}

const problemsOf = (manifest: unknown) =>
  readRemoteManifest(manifest, { name: 'seeker', url: URL_ }).problems;

describe('readRemoteManifest', () => {
  it('reads what the portal uses, files as URLs beside the manifest', () => {
    expect(readRemoteManifest(built(), { name: 'seeker', url: URL_ })).toEqual({
      name: 'seeker',
      problems: [],
      manifest: {
        name: 'seeker',
        contract: 2,
        routes: ['/find-jobs', '/jobs/:jobId'],
        release: 'r1',
        ssrEntry: 'http://remote.test/releases/r1/server/remoteEntry.js',
        stylesheets: [
          'http://remote.test/releases/r1/80.e.css',
          'http://remote.test/releases/r1/detail.f.css',
        ],
        code: {
          entry: 'http://remote.test/releases/r1/remoteEntry.js',
          routes: ['http://remote.test/releases/r1/80.a.js'],
          shared: { react: ['http://remote.test/releases/r1/190.b.js'] },
          pages: {
            detail: {
              own: ['http://remote.test/releases/r1/detail.c.js'],
              shared: { zod: ['http://remote.test/releases/r1/31.d.js'] },
            },
          },
        },
        shared: [
          { name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.2.0' },
          { name: 'react/jsx-runtime', version: '19.2.0', requiredVersion: '^19.2.0' },
        ],
        pluginVersion: '2.9.2',
        files: [
          'http://remote.test/releases/r1/80.a.js',
          'http://remote.test/releases/r1/80.e.css',
          'http://remote.test/releases/r1/detail.f.css',
          'http://remote.test/releases/r1/remoteEntry.js',
          'http://remote.test/releases/r1/server/remoteEntry.js',
        ],
      },
    });
  });

  it('lists every file it names once: entries, and exposed and shared modules’ files loaded at once or later', () => {
    const manifest = withField('shared.0.assets', {
      js: { sync: ['190.b.js'], async: ['80.a.js'] },
      css: { sync: [], async: ['react.g.css'] },
    });
    expect(readRemoteManifest(manifest).manifest?.files).toEqual([
      '190.b.js',
      '80.a.js',
      '80.e.css',
      'detail.f.css',
      'react.g.css',
      'remoteEntry.js',
      'server/remoteEntry.js',
    ]);
    expect(problemsOf(withField('shared.0.assets', { js: { sync: 'a.js' } }))).toEqual([
      'shared[0].assets.js.sync must be a list of file names',
    ]);
    expect(problemsOf(withField('exposes.0.assets.css', ['a.css']))).toEqual([
      "the ./routes expose's assets.css must be an object",
    ]);
  });

  it('leaves files as listed without the URL, and takes the manifest’s own name without one', () => {
    const { manifest } = readRemoteManifest(built());
    expect(manifest?.name).toBe('seeker');
    expect(manifest?.ssrEntry).toBe('server/remoteEntry.js');
    expect(manifest?.stylesheets).toEqual(['80.e.css', 'detail.f.css']);
  });

  it('reads what Module Federation may leave out as empty: no Node build, no code list, no assets', () => {
    const minimal = {
      name: 'seeker',
      metaData: { name: 'seeker', portal: { contract: 2, routes: ['/a'], release: 'r1' } },
      exposes: [{ name: 'routes', path: './routes' }],
    };
    expect(readRemoteManifest(minimal, { name: 'seeker' }).manifest).toEqual({
      name: 'seeker',
      contract: 2,
      routes: ['/a'],
      release: 'r1',
      ssrEntry: null,
      stylesheets: [],
      code: { entry: null, routes: [], shared: {}, pages: {} },
      shared: [],
      pluginVersion: null,
      files: [],
    });
  });

  it('names what is missing', () => {
    for (const notAManifest of [undefined, null, 'seeker', [], {}, { name: 'seeker' }]) {
      expect(readRemoteManifest(notAManifest, { name: 'seeker' })).toEqual({
        name: null,
        manifest: null,
        problems: ['the manifest has no metaData (is it an mf-manifest.json?)'],
      });
    }
    expect(problemsOf(withField('metaData.portal', undefined))).toEqual([
      'metaData.portal is missing (was the remote built with @portal/build-config?)',
    ]);
    expect(problemsOf(withField('exposes', undefined))).toEqual([
      'the remote does not expose ./routes (exposes: nothing)',
    ]);
    expect(problemsOf(withField('metaData.portal.release', undefined))).toEqual([
      'metaData.portal.release must name the release',
    ]);
    expect(problemsOf(withField('metaData.portal.routes', []))).toEqual([
      'metaData.portal.routes must list the URL patterns the remote owns',
    ]);
    expect(readRemoteManifest(withField('name', undefined)).problems).toEqual([
      "the manifest must give the remote's name",
    ]);
  });

  it('names every way the contract is broken, at once', () => {
    const manifest = {
      ...withField('metaData.portal', { contract: 1, routes: ['a'], release: '' }),
      name: 'employer',
      exposes: [{ path: './pages' }],
    };
    expect(problemsOf(manifest)).toEqual([
      'the manifest is for "employer", registered as "seeker"',
      'the remote does not expose ./routes (exposes: ./pages)',
      'built for remote contract 1, this host speaks 2',
      'route pattern "a" must be an absolute path',
      'metaData.portal.release must name the release',
    ]);
  });

  it('refuses fields of the wrong type instead of reading half of them', () => {
    const wrong: [string, unknown, string][] = [
      ['metaData.ssrRemoteEntry', 'server/remoteEntry.js', 'metaData.ssrRemoteEntry must be an object'],
      [
        'metaData.ssrRemoteEntry.name',
        7,
        "metaData.ssrRemoteEntry must give the file's name (and its folder as path)",
      ],
      [
        'metaData.remoteEntry.path',
        null,
        "metaData.remoteEntry must give the file's name (and its folder as path)",
      ],
      ['metaData.portal.code', [], 'metaData.portal.code must be an object'],
      ['metaData.portal.code.routes', '80.a.js', 'metaData.portal.code.routes must be a list of file names'],
      [
        'metaData.portal.code.shared',
        ['190.b.js'],
        'metaData.portal.code.shared must map names to lists of file names',
      ],
      [
        'metaData.portal.code.pages.detail.own',
        [1],
        'metaData.portal.code.pages.detail.own must be a list of file names',
      ],
      ['metaData.portal.routes', ['/a', 2], 'route pattern 2 must be an absolute path'],
      ['metaData.portal.contract', '2', 'built for remote contract "2", this host speaks 2'],
      ['metaData.pluginVersion', 2.9, 'metaData.pluginVersion must be a version'],
      ['exposes', { routes: './routes' }, 'exposes must be a list of modules'],
      [
        'exposes.0.assets.css.sync',
        'a.css',
        "the ./routes expose's assets.css.sync must be a list of file names",
      ],
      ['shared', {}, 'shared must be a list of modules'],
      [
        'shared.1.version',
        undefined,
        "shared[1] must give a module's name and version (a requiredVersion range, a singleton flag)",
      ],
      [
        'shared.0.singleton',
        'yes',
        "shared[0] must give a module's name and version (a requiredVersion range, a singleton flag)",
      ],
    ];
    for (const [path, value, problem] of wrong) {
      expect({ path, read: readRemoteManifest(withField(path, value), { name: 'seeker' }) }).toEqual({
        path,
        read: { name: 'seeker', manifest: null, problems: [problem] },
      });
    }
  });
});

describe('parseRemoteManifest', () => {
  it('returns the manifest, or throws a ContractError naming every problem', () => {
    expect(parseRemoteManifest(built(), { name: 'seeker' }).release).toBe('r1');
    expect(() => parseRemoteManifest(withField('name', 'employer'), { name: 'seeker' })).toThrow(
      new ContractError('seeker', ['the manifest is for "employer", registered as "seeker"']),
    );
    expect(() => parseRemoteManifest('<!doctype html>', { name: 'seeker' })).toThrow(ContractError);
  });
});

describe('readSharedModules', () => {
  it('reads any build’s sharing, the shell’s (no portal block) too', () => {
    expect(
      readSharedModules({ name: 'shell', metaData: { pluginVersion: '2.9.2' }, shared: built().shared }),
    ).toEqual({
      shared: [
        { name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.2.0' },
        { name: 'react/jsx-runtime', version: '19.2.0', requiredVersion: '^19.2.0' },
      ],
      pluginVersion: '2.9.2',
      problems: [],
    });
    expect(readSharedModules({ shared: [] })).toEqual({ shared: [], pluginVersion: null, problems: [] });
  });

  it('names what it cannot read', () => {
    expect(readSharedModules(null).problems).toEqual(['the manifest is not a JSON object']);
    expect(readSharedModules({ shared: [{ name: 'react' }] }).problems).toEqual([
      "shared[0] must give a module's name and version (a requiredVersion range, a singleton flag)",
    ]);
  });
});
