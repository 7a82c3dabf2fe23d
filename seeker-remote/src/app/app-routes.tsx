import { Navigate, Route, Routes } from 'react-router-dom';
import { FindJobsPage, JobDetailPage, ProfilePage, SavedJobsPage } from './pages';

/** The seeker routes as the shell mounts them; used by the standalone dev page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/find-jobs" element={<FindJobsPage />} />
      <Route path="/jobs/:jobId" element={<JobDetailPage />} />
      <Route path="/saved-jobs" element={<SavedJobsPage />} />
      <Route path="/profile" element={<ProfilePage />} />
      <Route path="*" element={<Navigate to="/find-jobs" replace />} />
    </Routes>
  );
}
