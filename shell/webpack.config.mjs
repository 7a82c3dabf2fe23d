import { createWebpackConfig } from '@portal/build-config/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'JobPortal',
  isHost: true,
  runtimePlugins: [import.meta.dirname + '/src/federation/runtime-plugin.ts'],
  // index.html paints the header and a page skeleton before any script (src/features/chrome), and
  // preloads the chunks src/index.ts imports at start-up.
  chrome: { module: 'src/features/chrome/static-chrome.tsx', stylesheet: 'src/features/chrome/chrome.css' },
  startupChunk: 'bootstrap',
  // Before the app's code has taken over a server-rendered page, a click on a button is kept for it.
  headScript: 'src/app/kept-clicks.ts',
  // The server that renders every page (src/server), built for Node into dist/server/.
  server: './src/server/index.ts',
});
