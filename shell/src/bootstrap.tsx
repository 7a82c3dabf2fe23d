import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider, configureApi } from '@portal/shared-auth';
import { startPage } from './federation/early-start';
import { createRouter } from './app/router';
import './styles.css';

// Runtime configuration first: the API URL and where each remote lives come from config.json, so moving,
// redeploying or rolling back a remote needs no shell rebuild. The entry has already read it and registered
// the remotes (and, at a remote's URL, started loading that remote): this is the same promise.
const config = await startPage(window.location.pathname);
configureApi({ baseURL: config.apiUrl });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <RouterProvider router={createRouter()} />
    </AuthProvider>
  </StrictMode>,
);
