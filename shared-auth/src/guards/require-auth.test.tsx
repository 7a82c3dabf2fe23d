import { render, screen } from '@testing-library/react';
import { act } from 'react';
import {
  createMemoryRouter,
  Link,
  MemoryRouter,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useLocation,
  useNavigation,
} from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/session-store';
import { employer, resetSession, seeker, storeSession } from '../testing';
import { RequireAuth } from './require-auth';

function LoginPage() {
  const location = useLocation();
  const from = (location.state as { from?: { pathname: string } } | null)?.from?.pathname;
  return <p>login page (from {from})</p>;
}

/** A layout that follows the navigation (as the site's shows a page's progress), around the guard. */
function GuardedLayout() {
  const loading = useNavigation().state === 'loading';
  return (
    <RequireAuth role="employeer">
      <div aria-busy={loading}>
        <Outlet />
      </div>
    </RequireAuth>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/find-jobs" element={<p>find jobs</p>} />
        <Route path="/employeer/employeer-dashboard" element={<p>employer dashboard</p>} />
        <Route
          path="/employeer/manage-jobs"
          element={
            <RequireAuth role="employeer">
              <p>manage jobs</p>
            </RequireAuth>
          }
        />
        <Route
          path="/saved-jobs"
          element={
            <RequireAuth role="jobseeker" fallback={<p>custom wait</p>}>
              <p>saved jobs</p>
            </RequireAuth>
          }
        />
        <Route
          path="/any"
          element={
            <RequireAuth>
              <p>any user</p>
            </RequireAuth>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('RequireAuth', () => {
  beforeEach(resetSession);

  it('shows an accessible loading status while the session is restored', () => {
    useSessionStore.setState({ checked: true }); // a check is under way elsewhere
    renderAt('/employeer/manage-jobs');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    act(() => useSessionStore.getState().login(employer, 't'));
    expect(screen.getByText('manage jobs')).toBeInTheDocument();
  });

  it('shows a custom fallback while loading', () => {
    useSessionStore.setState({ checked: true });
    renderAt('/saved-jobs');
    expect(screen.getByText('custom wait')).toBeInTheDocument();
  });

  it('checks the stored session itself when no provider has (no endless loading)', () => {
    storeSession(seeker, 't');
    renderAt('/saved-jobs');
    expect(screen.getByText('saved jobs')).toBeInTheDocument();
  });

  it('treats a session whose stored token has gone as signed out, and signs it out everywhere', () => {
    useSessionStore.getState().login(employer, 't');
    localStorage.removeItem('token');
    renderAt('/employeer/manage-jobs');
    expect(screen.getByText('login page (from /employeer/manage-jobs)')).toBeInTheDocument();
    expect(useSessionStore.getState()).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('found signed out on the way to another page, sends to /login remembering that page, not the one left', async () => {
    useSessionStore.getState().login(employer, 't');
    let arrive: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginPage /> },
        {
          element: <GuardedLayout />,
          children: [
            { path: '/dashboard', element: <Link to="/manage-jobs">Manage Jobs</Link> },
            {
              path: '/manage-jobs',
              // Its code still on its way when the guard finds the token gone.
              lazy: () =>
                new Promise((resolve) => {
                  arrive = () => resolve({ element: <p>manage jobs</p> });
                }),
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(<RouterProvider router={router} />);
    localStorage.removeItem('token');
    await act(async () => screen.getByRole('link', { name: 'Manage Jobs' }).click());
    expect(screen.getByText('login page (from /manage-jobs)')).toBeInTheDocument();
    await act(async () => arrive());
  });

  it('sends a signed-out visitor to /login, remembering where they were going', () => {
    useSessionStore.getState().checkAuth();
    renderAt('/employeer/manage-jobs');
    expect(screen.getByText('login page (from /employeer/manage-jobs)')).toBeInTheDocument();
  });

  it('sends a seeker visiting an employer page to /find-jobs', () => {
    useSessionStore.getState().login(seeker, 't');
    renderAt('/employeer/manage-jobs');
    expect(screen.getByText('find jobs')).toBeInTheDocument();
  });

  it('sends an employer visiting a seeker page to the employer dashboard', () => {
    useSessionStore.getState().login(employer, 't');
    renderAt('/saved-jobs');
    expect(screen.getByText('employer dashboard')).toBeInTheDocument();
  });

  it('lets the right role through, and any signed-in user when no role is required', () => {
    useSessionStore.getState().login(employer, 't');
    const { unmount } = renderAt('/employeer/manage-jobs');
    expect(screen.getByText('manage jobs')).toBeInTheDocument();
    unmount();
    renderAt('/any');
    expect(screen.getByText('any user')).toBeInTheDocument();
  });
});
