import { createWebpackConfig } from '@portal/build-config/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  title: 'JobPortal',
  isHost: true,
  runtimePlugins: [import.meta.dirname + '/src/federation/runtime-plugin.ts'],
});
