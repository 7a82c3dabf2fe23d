// Tiny real remotes for the hosts' tests, built as @portal/build-config builds a remote: the browser's build,
// and Node's in server/ (a CommonJS container whose chunks load over HTTP, with the runtime plugins
// build-config compiles into every remote's Node build).
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';
import { NODE_RUNTIME_PLUGINS } from '@portal/build-config/federation';

export interface FixtureRemote {
  name: string;
  exposes: Record<string, string>;
  /** The URL patterns its manifest claims. */
  patterns: string[];
  /** The pages' code the build lists (its lazy chunks' names). */
  pages?: string[];
  /** What it shares with its host (Module Federation's `shared`). */
  shared?: Record<string, { singleton: boolean; requiredVersion: string }>;
}

/** A fixture remote's two builds, into `<dir>/dist/<name>` (its sources are in `dir`). */
function builds(
  dir: string,
  { name, exposes, patterns, pages = ['detail'], shared = {} }: FixtureRemote,
): Configuration[] {
  const dist = join(dir, 'dist', name);
  const common = {
    mode: 'production',
    context: dir,
    entry: {},
    devtool: false,
    optimization: { minimize: false },
    infrastructureLogging: { level: 'error' },
    // A fixture's imports (React) are this package's.
    resolve: { modules: [join(import.meta.dirname, '..', 'node_modules'), 'node_modules'] as string[] },
  } as const;
  return [
    {
      ...common,
      output: { path: dist, publicPath: 'auto', uniqueName: name },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared,
          dts: false,
          dev: false,
          // What @portal/build-config writes into every remote's manifest.
          manifest: {
            additionalData: async ({ stats }) => {
              const metaData = stats.metaData as unknown as Record<string, unknown>;
              metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' };
              metaData.portal = {
                contract: 2,
                routes: patterns,
                release: `${name}-1`,
                code: {
                  routes: [],
                  shared: {},
                  pages: Object.fromEntries(pages.map((page) => [page, { own: [], shared: {} }])),
                },
              };
              return stats;
            },
          },
        }),
      ],
    },
    {
      ...common,
      target: 'async-node',
      output: { path: join(dist, 'server'), uniqueName: `${name}_server` },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          library: { type: 'commonjs-module', name },
          shared,
          dts: false,
          dev: false,
          manifest: false,
          runtimePlugins: NODE_RUNTIME_PLUGINS,
        }),
      ],
    },
  ];
}

/** Builds the fixture remotes whose sources are in `dir`, each into `<dir>/dist/<name>`. */
export async function buildFixtureRemotes(dir: string, remotes: FixtureRemote[]): Promise<void> {
  const all = remotes.map((remote) => builds(dir, remote));
  // The browser halves, then the Node halves (one container name per compilation at a time).
  for (const half of [0, 1]) {
    const compiler = webpack(all.map((build) => build[half] as Configuration));
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      }),
    );
  }
}
