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
  // A small first script that asks for the remote a deep link needs before the shell's code has arrived,
  // with the shell's own code for a remote's page (mounting it) and, when the page's first API request is
  // not made by that script, the API client (shared-auth's chunk) that request needs; when it is, the
  // client's small part that takes the script's answers over.
  earlyDiscovery: {
    module: 'src/federation/early-discovery.ts',
    remotePageChunks: ['mount-remote'],
    dataClientChunks: ['api-client'],
    prefetchedChunks: ['prefetched'],
  },
});
