// The employer remote's exposed module (`employer/routes`): the shell mounts it at `employeer/*`, so every path
// here is relative. Pages are lazy chunks (the dashboard excepted); the layout and the guard load with this module.
import { getStoredToken, RequireAuth } from '@portal/shared-auth';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { DashboardPage, prefetchOverview } from '../features/dashboard';
import { EmployerLayout } from '../features/layout';
import { EMPLOYER_PATHS } from '../lib/paths';
import '../styles.css';

// The dashboard is the landing page of every employer session: it ships with this module (about 3 KB gzip)
// so it never suspends, and its data is requested while React is still rendering.
if (
  typeof window !== 'undefined' &&
  /\/employeer\/employeer-dashboard\/?$/.test(window.location.pathname) &&
  getStoredToken()
) {
  prefetchOverview();
}

const PostJobPage = lazy(() => import('../features/post-job').then((m) => ({ default: m.PostJobPage })));
const ManageJobsPage = lazy(() =>
  import('../features/manage-jobs').then((m) => ({ default: m.ManageJobsPage })),
);
const ApplicantsPage = lazy(() =>
  import('../features/applicants').then((m) => ({ default: m.ApplicantsPage })),
);
const CompanyProfilePage = lazy(() =>
  import('../features/company-profile').then((m) => ({ default: m.CompanyProfilePage })),
);

const toDashboard = <Navigate to={EMPLOYER_PATHS.dashboard} replace />;

export default function EmployerRoutes() {
  return (
    <Routes>
      <Route
        element={
          <RequireAuth role="employeer">
            <EmployerLayout />
          </RequireAuth>
        }
      >
        <Route index element={toDashboard} />
        <Route path="employeer-dashboard" element={<DashboardPage />} />
        <Route path="post-jobs" element={<PostJobPage />} />
        <Route path="manage-jobs" element={<ManageJobsPage />} />
        <Route path="applicants" element={<ApplicantsPage />} />
        <Route path="company-profile" element={<CompanyProfilePage />} />
        <Route path="*" element={toDashboard} />
      </Route>
    </Routes>
  );
}
