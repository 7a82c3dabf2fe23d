import { createWebpackConfig } from '@portal/build-config/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'seeker',
  port: 3001,
  title: 'JobPortal · Seeker (standalone)',
  exposes: { './pages': './src/app/pages.tsx' },
});
