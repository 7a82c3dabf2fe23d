import { createWebpackConfig } from '@portal/build-config/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'JobPortal',
  isHost: true,
  // index.html preloads the chunks src/index.ts imports at start-up.
  startupChunk: 'bootstrap',
  // What a page owned by a remote loads next (the remote's mounting), a signed-in page's API client, and
  // every page's toast area but the landing page's: the server names their files in such a page's first
  // response (src/server/page-code.ts).
  onDemandChunks: ['mount-remote', 'api-client', 'toaster'],
  // Before the app's code has taken over a server-rendered page, a click on a button is kept for it.
  headScript: 'src/app/kept-clicks.ts',
  // The server that renders every page (src/server), built for Node into dist/server/.
  server: './src/server/index.ts',
});
