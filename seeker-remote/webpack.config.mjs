import { createWebpackConfig } from '@portal/build-config/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'seeker',
  port: 3001,
  title: 'JobPortal · Seeker (standalone)',
  exposes: { './routes': './src/app/routes.tsx' },
  routePatterns: 'src/app/route-patterns.ts',
});
