// A remote's mf-manifest.json as the server's tests serve it: the "jobs" remote claiming /jobs-x, its
// ./routes expose, and the portal's contract block (its release).

export function jobsManifest({
  release = 'r1',
  publicPath = 'http://127.0.0.1:9/',
}: { release?: string; publicPath?: string } = {}) {
  return {
    id: 'jobs',
    name: 'jobs',
    metaData: {
      name: 'jobs',
      publicPath,
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
      buildInfo: { buildVersion: '1', buildName: 'jobs' },
      globalName: 'jobs',
      pluginVersion: '2.9.2',
      types: { path: '', name: '', zip: '', api: '' },
      portal: { contract: 2, routes: ['/jobs-x'], release },
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: 'jobs:routes',
        name: 'routes',
        path: './routes',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}
