import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { FindJobsPage, JobDetailPage, ProfilePage, SavedJobsPage } from './app/pages';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route path="/find-jobs" element={<FindJobsPage />} />
        <Route path="/jobs/:jobId" element={<JobDetailPage />} />
        <Route path="/saved-jobs" element={<SavedJobsPage />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="*" element={<FindJobsPage />} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
