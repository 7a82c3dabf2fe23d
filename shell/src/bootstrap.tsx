import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider, configureApi } from '@portal/shared-auth';
import { startLoadingRuntimeConfig } from './config/runtime-config';
import { prefetchManifests } from './federation/manifests';
import { registerPortalRemotes } from './federation/remotes';
import { createRouter, isShellPath } from './app/router';
import { loadRemoteMounting } from './features/remote';
import './styles.css';

// Runtime configuration first: the API URL and where each remote lives come from config.json, so moving,
// redeploying or rolling back a remote needs no shell rebuild.
const config = await startLoadingRuntimeConfig();
configureApi({ baseURL: config.apiUrl });
registerPortalRemotes(config.remotes);
// A cold load at a URL the shell does not serve: ask every remote's manifest who owns it right away, and
// fetch the code that mounts remotes, in parallel with the rest of the start-up (the landing page, login
// and signup never load a remote).
if (!isShellPath(window.location.pathname)) {
  prefetchManifests();
  void loadRemoteMounting();
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={createRouter()} />
    </AuthProvider>
  </StrictMode>,
);
