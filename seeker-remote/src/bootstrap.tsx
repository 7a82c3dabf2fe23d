// Standalone dev page of the seeker remote (DESIGN §3): the real session and API client, the same routes the
// shell mounts, its own toast area. Not part of what the shell loads (that is ./app/pages).
import './standalone.css';
import { AuthProvider, configureApi } from '@portal/shared-auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes';
import { loadStandaloneConfig } from './config';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

const config = await loadStandaloneConfig();
configureApi({ baseURL: config.apiUrl });

createRoot(container).render(
  <StrictMode>
    <AuthProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <Toaster
        position="top-center"
        gutter={8}
        toastOptions={{ style: { maxWidth: 350 }, success: { duration: 2000 } }}
      />
    </AuthProvider>
  </StrictMode>,
);
