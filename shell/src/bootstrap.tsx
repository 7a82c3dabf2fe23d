import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerPortalRemotes } from './federation/remotes';
import { createRouter } from './app/router';
import './styles.css';

const config = await loadRuntimeConfig();
registerPortalRemotes(config.remotes);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>,
);
