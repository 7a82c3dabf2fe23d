// One webpack + Module Federation setup for every app. An app's webpack.config.mjs passes its own name,
// port and exposes; everything else (loaders, shared singletons, output naming, dev server) is decided here.
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { ProvideRuntimeCorePlugin } from './external-runtime.mjs';
import { addHeadScript } from './head-script.mjs';
import tailwindcss from '@tailwindcss/postcss';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import {
  NODE_RUNTIME_PLUGINS,
  ROUTER_PACKAGE,
  ROUTER_SHARE,
  routerPackageEntry,
  sharedConfig,
} from './federation.mjs';
import { SharedExportsCheckPlugin } from './shared/check-exports.mjs';
import { chunkGroupFiles, isHotUpdate, PreloadStartupPlugin } from './preload-startup.mjs';
import { COMPRESSIBLE } from './serve.mjs';
import { devConfig } from './dev-config.mjs';
import { readRouteModule } from './route-patterns.mjs';

// Loaders are dependencies of this package, not of each app: resolve them from here.
const require = createRequire(import.meta.url);
/** @param {string} name */
const loader = (name) => require.resolve(name);

/** Copies every file of `public/` into the output (config.json, favicon…), unhashed. */
class PublicFolderPlugin {
  /** @param {string} dir */
  constructor(dir) {
    this.dir = dir;
  }
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PublicFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolderPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          /** @param {string} folder */
          const walk = (folder) => {
            /** @type {string[]} */
            let entries;
            try {
              entries = readdirSync(folder);
            } catch {
              return;
            }
            for (const entry of entries) {
              const file = join(folder, entry);
              if (statSync(file).isDirectory()) walk(file);
              else {
                compilation.fileDependencies.add(file);
                compilation.emitAsset(
                  relative(this.dir, file),
                  new compiler.webpack.sources.RawSource(readFileSync(file)),
                );
              }
            }
          };
          walk(this.dir);
        },
      );
    });
  }
}

/** Brotli at its best setting: files are compressed once, at build time. @type {zlib.BrotliOptions} */
const BROTLI_BEST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * @param {string} dir
 * @returns {string}
 */
const appVersion = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version;

// The remote contract's version this build writes into a remote's manifest. It mirrors CONTRACT_VERSION of
// @portal/remote-contract; every remote's contract test fails if the two ever differ.
const REMOTE_CONTRACT_VERSION = 2;

/** The chunk group of a remote's `./routes` expose (Module Federation names it after the expose). */
const ROUTES_EXPOSE_GROUP = '__federation_expose_routes';

/**
 * The JS a browser runs to mount a remote's routes: the `./routes` module's own files, and by share key
 * the files of the remote's copy of each shared module it uses (the page loads those it has no other copy
 * of). Module Federation's own lists leave out a file that other parts of the build use too (a shared
 * module's chunk split off with them), which the page then finds only one request later. `pages`: the same
 * for each page's code, by its chunk name (the lazy import's webpackChunkName, which the route names as
 * `handle.code`), beyond the files of `./routes`: the host's server names the files of the page it renders,
 * so the browser does not find them only once the routes have run.
 * @param {import('webpack').Compilation} compilation
 */
function routesCode(compilation) {
  const { own, shared } = chunkGroupFiles(compilation, ROUTES_EXPOSE_GROUP);
  const scripts = (/** @type {string[]} */ files) => files.filter((file) => file.endsWith('.js'));
  const byKey = (/** @type {Record<string, string[]>} */ files) =>
    Object.fromEntries(Object.entries(files).map(([key, list]) => [key, scripts(list)]));
  const mounted = new Set(own);
  /** @type {Record<string, { own: string[], shared: Record<string, string[]> }>} */
  const pages = {};
  const routesGroup = /** @type {import('webpack').ChunkGroup} */ (
    compilation.namedChunkGroups.get(ROUTES_EXPOSE_GROUP)
  );
  for (const group of routesGroup.childrenIterable) {
    if (!group.name || pages[group.name]) continue;
    const page = chunkGroupFiles(compilation, group.name);
    pages[group.name] = {
      own: scripts(page.own).filter((file) => !mounted.has(file)),
      shared: byKey(Object.fromEntries(Object.entries(page.shared).filter(([key]) => !(key in shared)))),
    };
  }
  return { routes: scripts(own), shared: byKey(shared), pages };
}

/**
 * The manifest option of a remote: besides Module Federation's own fields, mf-manifest.json carries
 * `metaData.portal` = { contract, routes, release, code }. `routes` are the URL patterns the remote owns,
 * read from its route-patterns module; the shell reads them at run time to know which remote serves a URL.
 * `code` lists the files that mount the routes (routesCode), which the shell's server names in the first
 * response of the remote's pages.
 * @param {Parameters<typeof createWebpackConfig>[0]} app a remote (createWebpackConfig checked its routePatterns)
 * @param {boolean} withServer  whether the build has its Node half (production)
 * @returns {Exclude<ConstructorParameters<typeof ModuleFederationPlugin>[0]['manifest'], boolean | undefined>}
 */
function remoteManifest(app, withServer) {
  const patternsFile = join(app.dir, /** @type {string} */ (app.routePatterns));
  return {
    additionalData: async ({ stats, compilation }) => {
      compilation.fileDependencies.add(patternsFile);
      const release =
        process.env.PORTAL_RELEASE ?? `${appVersion(app.dir)}-${String(compilation.hash).slice(0, 8)}`;
      const { patterns } = await readRouteModule(patternsFile);
      const metaData = /** @type {typeof stats.metaData & { portal?: unknown, ssrRemoteEntry?: unknown }} */ (
        stats.metaData
      );
      // Module Federation's own field for a remote's Node build: a host on Node loads this entry instead of
      // the browser's, from the same manifest (and so from the same release folder).
      if (withServer)
        metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: SERVER_DIR, type: 'commonjs-module' };
      // Module Federation lists a development build's hot updates among an expose's files, and its runtime
      // preloads them on a page that never asked for an update (where no handler for them exists yet).
      const code = (/** @type {string} */ file) => !isHotUpdate(compilation, file);
      for (const { assets } of [...stats.exposes, ...stats.shared])
        for (const kind of [assets.js, assets.css]) {
          kind.sync = kind.sync.filter(code);
          kind.async = kind.async.filter(code);
        }
      metaData.portal = {
        contract: REMOTE_CONTRACT_VERSION,
        routes: patterns,
        release,
        code: routesCode(compilation),
      };
      return stats;
    },
  };
}

/**
 * The host page's first script, bundled on its own (every webpack entry of a federated build carries the
 * federation runtime), a classic script first in the head: it runs before any of the body has arrived, so
 * nothing of the page can be clicked before it (it is what keeps those clicks; ~1 KB from the page's own
 * origin, fetched beside the stylesheets). Not deferred with `blocking="render"`: a deferred script runs once
 * the whole document has arrived, and held the first paint of a long page until then.
 * @param {string} module
 * @param {boolean} minify
 */
const headScriptPlugin = (module, minify) => ({
  /** @param {import('webpack').Compiler} compiler */
  apply: (compiler) =>
    addHeadScript(compiler, {
      name: 'HeadScriptPlugin',
      file: 'first',
      minify,
      entry: () => `import ${JSON.stringify(module)};\n`,
    }),
});

/** The folder of a build's Node half, inside its dist/ (one release folder holds both halves). */
export const SERVER_DIR = 'server';

/**
 * How every build resolves modules.
 * @param {{ dir: string }} app
 * @param {boolean} [refresh]  the development build's React Refresh modules (refreshAliases below)
 */
const resolveOptions = (app, refresh = false) => ({
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
  // TypeScript sources import './x.js' for files that are './x.ts'.
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
  // The shared router's way to the real react-router (packages/build-config/shared/react-router.mjs).
  alias: { [`${ROUTER_PACKAGE}$`]: routerPackageEntry(app.dir), ...(refresh ? refreshAliases : {}) },
});

// React Refresh's runtime as the refresh plugin asks for it (by name, and by the file its loader resolved),
// and as the one-per-page module asks for the real one.
const REFRESH_RUNTIME = require.resolve('react-refresh/runtime');
const REFRESH_SHIM = join(import.meta.dirname, 'runtime', 'react-refresh-runtime.cjs');
const refreshAliases = {
  // Development JSX calls that run on a production React as well (runtime/jsx-dev-runtime.mjs).
  'react/jsx-dev-runtime$': join(import.meta.dirname, 'runtime', 'jsx-dev-runtime.mjs'),
  'react-refresh/runtime$': REFRESH_SHIM,
  [`${REFRESH_RUNTIME}$`]: REFRESH_SHIM,
  'react-refresh-runtime-of-this-page$': join(
    REFRESH_RUNTIME,
    '..',
    'cjs',
    'react-refresh-runtime.development.js',
  ),
};

/**
 * TypeScript and JSX through swc, for the browser and for Node alike.
 * @param {boolean} production
 * @param {boolean} [refresh]  whether components register with React Refresh (the browser's development build)
 */
const swcRule = (production, refresh = false) => ({
  test: /\.[cm]?tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: loader('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        target: 'es2022',
        // Fast Refresh in the browser's development build (`npm run dev`); the server's build has no hot updates.
        transform: { react: { runtime: 'automatic', development: !production, refresh: refresh } },
      },
    },
  },
});

/**
 * The Node half of a build, into dist/server/. A remote's is its `./routes` for the host's server (a
 * CommonJS federation container the host fetches from the release folder, whose chunks load over HTTP
 * through Module Federation's Node runtime plugin); the host's is its server (`app.server`), one file with
 * everything it runs on (React, the router, Fastify…), so the modules it renders with are the very ones it
 * provides to the remotes and the folder runs wherever it is copied. Stylesheets are the browser build's:
 * here an import of one is an empty string.
 * @param {Parameters<typeof createWebpackConfig>[0]} app
 * @param {boolean} production
 * @returns {import('webpack').Configuration}
 */
function serverConfig(app, production) {
  const isRemote = Boolean(app.exposes);
  return {
    name: `${app.name}:server`,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: isRemote ? {} : { index: /** @type {string} */ (app.server) },
    devtool: 'source-map',
    target: isRemote ? 'async-node' : 'node',
    output: {
      path: join(app.dir, 'dist', SERVER_DIR),
      // The host's server is CommonJS in a package of ES modules ("type": "module"): .cjs says so to Node.
      filename: isRemote ? '[name].js' : '[name].cjs',
      chunkFilename: isRemote ? '[name].[contenthash:10].js' : '[name].[contenthash:10].cjs',
      uniqueName: `${app.name}_server`,
      ...(isRemote ? {} : { library: { type: 'commonjs2' } }),
      clean: true,
    },
    resolve: resolveOptions(app),
    module: {
      rules: [
        swcRule(production),
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      ...(isRemote
        ? [
            new ModuleFederationPlugin({
              name: app.name,
              filename: 'remoteEntry.js',
              exposes: app.exposes,
              library: { type: 'commonjs-module', name: app.name },
              remotes: {},
              // The real router here: the browser's subset only saves bytes on the wire.
              shared: sharedConfig(app.dir, { server: true }),
              shareStrategy: 'loaded-first',
              manifest: false,
              dts: false,
              dev: false,
              runtimePlugins: [
                require.resolve('@portal/remote-contract/share-diagnostics'),
                ...NODE_RUNTIME_PLUGINS,
              ],
            }),
          ]
        : []),
      new webpack.DefinePlugin({
        __PORTAL_RELEASE__: JSON.stringify(process.env.PORTAL_RELEASE ?? appVersion(app.dir)),
        __PORTAL_DEV__: JSON.stringify(!production),
        // The host's server provides the shared modules by the same policy, at the installed versions.
        ...(isRemote ? {} : { __PORTAL_SHARED__: JSON.stringify(sharedConfig(app.dir, { server: true })) }),
      }),
    ],
    // The server's own files (its static folder, its templates) are found from where it runs.
    node: { __dirname: false, __filename: false },
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * @param {object} app
 * @param {string} app.dir        the app folder (import.meta.dirname of its webpack.config.mjs)
 * @param {string} app.name       federation name: shell | seeker | employer
 * @param {number} app.port       dev-server port
 * @param {string} app.title      HTML title
 * @param {Record<string,string>} [app.exposes]  modules a remote exposes (the remote contract: './routes')
 * @param {string} [app.routePatterns]  a remote's module exporting ROUTE_PATTERNS (written to its manifest)
 * @param {boolean} [app.isHost]  the shell: publicPath "/"
 * @param {string} [app.headScript]  the host's first script (module of the app, bundled on its own, see
 *   head-script.mjs), first in the head, before the body arrives
 * @param {string} [app.server]  the host's server entry (built for Node into dist/server/, see serverConfig)
 * @param {string} [app.startupChunk]  the host's chunk group the entry imports at start-up: index.html
 *   preloads it and the shared modules it consumes (see preload-startup.mjs)
 * @param {string[]} [app.onDemandChunks]  the host's chunk groups a page loads after start-up (a remote's
 *   mounting, the API client): listed in page-code.json, which the host's server reads to name them in the
 *   first response of the pages that will load them
 */
export function createWebpackConfig(app) {
  /**
   * @param {unknown} _env
   * @param {{ mode?: string }} argv
   */
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(app.exposes);
    const devPort = Number(process.env[`PORTAL_${app.name.toUpperCase()}_PORT`]?.trim() || app.port);
    if (isRemote && !app.routePatterns)
      throw new Error(`${app.name}: a remote must name its routePatterns file`);
    // Every remote explains shared-version mismatches in plain words (see share-diagnostics.ts).
    const runtimePlugins = [
      ...(isRemote ? [require.resolve('@portal/remote-contract/share-diagnostics')] : []),
      // The host provides the runtime core its remotes run on (external-runtime.mjs).
      ...(app.isHost ? [join(import.meta.dirname, 'runtime', 'provide-runtime-core.mjs')] : []),
    ];
    /** @type {import('webpack').Configuration & { devServer: import('webpack-dev-server').Configuration }} */
    const browser = {
      name: app.name,
      mode: production ? 'production' : 'development',
      context: app.dir,
      entry: { main: './src/index.ts' },
      // No eval in development either: a team's dev server opened through ?remote-override= runs under the
      // site's Content-Security-Policy, which allows no eval.
      devtool: production ? 'source-map' : 'cheap-module-source-map',
      target: 'web',
      output: {
        path: join(app.dir, 'dist'),
        // The shell serves deep links (/jobs/123), so its assets are absolute; remotes load chunks from
        // wherever their manifest was found.
        publicPath: app.isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        // Chunks carry their content hash in development too: Module Federation puts a shared module in
        // two chunks of the same id (one per runtime), which only the hash tells apart.
        chunkFilename: '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: app.name,
        // The Node half (serverConfig) writes into dist/server/ beside this build.
        clean: { keep: (/** @type {string} */ asset) => asset.startsWith(`${SERVER_DIR}/`) },
      },
      resolve: resolveOptions(app, !production),
      module: {
        rules: [
          swcRule(production, !production),
          {
            test: /\.css$/,
            use: [
              MiniCssExtractPlugin.loader,
              { loader: loader('css-loader'), options: { importLoaders: 1 } },
              {
                loader: loader('postcss-loader'),
                options: {
                  postcssOptions: { plugins: [tailwindcss({ base: app.dir, optimize: production })] },
                },
              },
            ],
          },
          { test: /\.(png|jpe?g|gif|svg|webp|ico)$/i, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: app.name,
          ...(isRemote ? { filename: 'remoteEntry.js', exposes: app.exposes } : {}),
          // Remotes are registered at run time from config.json, never compiled in: moving or switching a
          // remote needs no build of the shell.
          remotes: {},
          shared: sharedConfig(app.dir),
          shareStrategy: 'loaded-first',
          manifest: isRemote ? remoteManifest(app, production) : true,
          dts: false,
          dev: false,
          runtimePlugins,
          // Browser-only runtime: leaves out the Node script loader (about 2 KB gzip in every entry). One
          // runtime core per page, the shell's: a remote's entry takes it from the page
          // (external-runtime.mjs).
          experiments: {
            optimization: { target: 'web' },
            ...(isRemote ? { externalRuntime: true } : {}),
          },
        }),
        new SharedExportsCheckPlugin(ROUTER_SHARE),
        // Fast Refresh: an edited component is swapped in place, its state and open dialogs kept. The dev
        // server's own overlay shows build errors; the plugin's would be a second one. Every app's flag of
        // "already hooked into React" is the same one, as the runtime is (runtime/react-refresh-runtime.cjs).
        // This package's runtime modules (the one-per-page refresh runtime, the JSX calls) register nothing.
        ...(production
          ? []
          : [
              new ReactRefreshPlugin({
                overlay: false,
                library: 'portal',
                exclude: [/node_modules/, join(import.meta.dirname, 'runtime')],
              }),
            ]),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:10].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
        }),
        new HtmlWebpackPlugin({
          template: join(app.dir, 'index.html'),
          title: app.title,
          chunks: ['main'],
          scriptLoading: 'defer',
        }),
        // Production only: the development server serves from memory on this machine (no round trip to
        // save), and there its preload links named chunk files it never served (404s, unused preloads).
        ...(app.startupChunk && production
          ? [new PreloadStartupPlugin({ chunkGroup: app.startupChunk, onDemand: app.onDemandChunks })]
          : []),
        // A remote's standalone page has no shell to provide the runtime core: it loads its own first.
        ...(isRemote ? [new ProvideRuntimeCorePlugin({ name: app.name, minify: production })] : []),
        ...(app.headScript ? [headScriptPlugin(`./${app.headScript}`, production)] : []),
        new PublicFolderPlugin(join(app.dir, 'public')),
        // The release label an app may show (e.g. in a footer): PORTAL_RELEASE at build time, else the
        // package version. Lets a redeployed remote be told apart from the previous one.
        new webpack.DefinePlugin({
          __PORTAL_RELEASE__: JSON.stringify(process.env.PORTAL_RELEASE ?? appVersion(app.dir)),
          // Development-only code (the standalone pages' demo sign-in) sits behind this constant, so a
          // production build drops it entirely (webpack removes the dead branch and never bundles it).
          __PORTAL_DEV__: JSON.stringify(!production),
        }),
        // A Brotli and a gzip twin of every compressible file, once at build time instead of on every
        // request: the static server (serve.mjs) and nginx's brotli_static / gzip_static send them as
        // they are, Brotli to browsers that take it (every current one; about a sixth fewer bytes than
        // gzip on this code), gzip to the others. config.json gets none, since deploys edit it in place;
        // a twin that would not be smaller is not written. Source maps get gzip only (only DevTools reads
        // them, and Brotli at its best setting is slow on megabytes).
        ...(production
          ? [
              new CompressionPlugin({
                test: COMPRESSIBLE,
                exclude: /(^|\/)config\.json$/,
                algorithm: 'gzip',
                compressionOptions: { level: 9 },
                minRatio: 1,
              }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                exclude: /((^|\/)config\.json|\.map)$/,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: BROTLI_BEST,
                minRatio: 1,
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // swc's minifier, not terser (webpack's default): webpack's own minimizer plugin, the same two
        // compress passes, in Rust. The four production builds took 173 s alone (181 s of CPU) with terser,
        // 61 s (80 s of CPU) with it, for 0.2 % fewer gzip bytes; the e2e's fixture builds gain as much.
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
        ],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      devServer: {
        // `npm run dev` (tooling/scripts/dev.mjs) moves the app with the variables `npm start` reads
        // (PORTAL_SHELL_PORT, PORTAL_SEEKER_PORT, PORTAL_EMPLOYER_PORT, HOST), and hands the shell the
        // runtime configuration naming where the others are (PORTAL_DEV_CONFIG, served as /config.json).
        port: devPort,
        host: process.env.HOST?.trim() || '127.0.0.1',
        // config.json: the whole site's (PORTAL_DEV_CONFIG), or the app's own moved to the ports it was
        // given (dev-config.mjs), so that an app's dev page alone reaches the API it is told of.
        /** @type {(middlewares: import('webpack-dev-server').Middleware[]) => import('webpack-dev-server').Middleware[]} */
        setupMiddlewares: (middlewares) => [
          {
            name: 'portal-dev-config',
            path: '/config.json',
            middleware: (
              /** @type {import('node:http').IncomingMessage} */ _req,
              /** @type {import('node:http').ServerResponse} */ res,
            ) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(devConfig({ dir: app.dir }));
            },
          },
          ...middlewares,
        ],
        hot: true,
        liveReload: true,
        historyApiFallback: true,
        headers: {
          'Access-Control-Allow-Origin': '*',
          'Cache-Control': 'no-cache',
        },
        // A remote's files are loaded by the shell's page, from another port and perhaps under the other
        // loopback name (a page at 127.0.0.1:3000, remotes at localhost:3001 from config.json): the dev
        // server would refuse those script loads as cross-site. Both loopback names may load them.
        ...(isRemote ? { allowedHosts: ['localhost', '127.0.0.1'] } : {}),
        client: {
          overlay: { errors: true, warnings: false },
          // The reload socket dials the host name the page was opened with (0.0.0.0 = the page's own),
          // at this server's port. Dialling 127.0.0.1 from a localhost page was refused as cross-origin.
          // The port is this server's even on another app's page: a remote's entry carries its own reload
          // client, so the shell's page reloads when the remote's files change.
          webSocketURL: { hostname: '0.0.0.0', port: devPort },
        },
      },
    };
    // The Node half is a production matter: `npm run dev` serves the browser's build with live reload (the
    // pages render in the browser).
    return production && (isRemote || app.server) ? [browser, serverConfig(app, production)] : browser;
  };
}
