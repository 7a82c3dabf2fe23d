// The shell's server, built for Node into dist/server/index.js (see @portal/build-config's serverConfig):
// `startShellServer` is what @portal/site starts for `npm start`, the e2e suite and the benchmarks.
export { createShellServer, startShellServer, type RequestLogEntry, type ShellServerOptions } from './server';
