import { createWebpackConfig } from '@portal/build-config/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'employer',
  port: 3002,
  title: 'JobPortal · Employer (standalone)',
  exposes: { './routes': './src/app/routes.tsx' },
  routePatterns: 'src/app/route-patterns.ts',
});
