import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import EmployerRoutes from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/employeer/*" element={<EmployerRoutes />} />
        <Route path="*" element={<Navigate to="/employeer/employeer-dashboard" replace />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
