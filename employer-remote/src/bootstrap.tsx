// The standalone dev page of the employer remote (:3002): reads public/config.json, points the shared API
// client at the API, and mounts the remote's routes at /employeer/* with the real session. /login is a
// DEV-ONLY sign-in form (the shell owns the real one; its session does not cross origins).
import { AuthProvider, configureApi } from '@portal/shared-auth';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import EmployerRoutes from './app/routes';
import './standalone.css';
import { DevLogin } from './dev/dev-login';
import { EMPLOYER_PATHS } from './lib/paths';

interface StandaloneConfig {
  apiUrl?: unknown;
}

async function readApiUrl(): Promise<string> {
  try {
    const response = await fetch('/config.json', { cache: 'no-store' });
    const config = (await response.json()) as StandaloneConfig;
    if (typeof config.apiUrl === 'string' && config.apiUrl) return config.apiUrl;
  } catch (error) {
    console.error('Could not read /config.json; using http://localhost:4000', error);
  }
  return 'http://localhost:4000';
}

async function main(container: HTMLElement) {
  configureApi({ baseURL: await readApiUrl() });
  createRoot(container).render(
    <StrictMode>
      <AuthProvider>
        <BrowserRouter>
          <Routes>
            <Route path="/employeer/*" element={<EmployerRoutes />} />
            <Route path="/login" element={<DevLogin />} />
            <Route path="*" element={<Navigate to={EMPLOYER_PATHS.dashboard} replace />} />
          </Routes>
        </BrowserRouter>
        <Toaster
          position="top-center"
          gutter={8}
          toastOptions={{ style: { maxWidth: 350 }, success: { duration: 2000 } }}
        />
      </AuthProvider>
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
void main(container);
