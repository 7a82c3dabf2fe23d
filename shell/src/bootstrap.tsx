import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider, configureApi } from '@portal/shared-auth';
import { startLoadingRuntimeConfig } from './config/runtime-config';
import { registerPortalRemotes } from './federation/remotes';
import { createRouter } from './app/router';
import { preloadRemoteFor } from './app/remote-routes';
import './styles.css';

// Runtime configuration first: the API URL and where each remote lives come from config.json, so moving
// or redeploying a remote needs no shell rebuild (DESIGN §3).
const config = await startLoadingRuntimeConfig();
configureApi({ baseURL: config.apiUrl });
registerPortalRemotes(config.remotes);
await preloadRemoteFor(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={createRouter()} />
    </AuthProvider>
  </StrictMode>,
);
