// Test helpers for the shell's pages: users, the session store reset, and a router with marker routes.
import { NO_PROFILE_FIELDS } from '@portal/contracts/constants';
import type { User } from '@portal/contracts';
import { AuthProvider, useSessionStore } from '@portal/shared-auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';

export const seeker: User = {
  _id: 'u1',
  name: 'Jane Seeker',
  email: 'jane@example.test',
  role: 'jobseeker',
  avatar: '',
  resume: '',
  companyName: '',
  companyDescription: '',
  companyLogo: '',
  ...NO_PROFILE_FIELDS,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const employer: User = {
  ...seeker,
  _id: 'u2',
  name: 'Ed Employer',
  email: 'ed@example.test',
  role: 'employeer',
  avatar: 'http://localhost:4000/uploads/ed.png',
  companyName: 'Acme',
};

/** Back to the page-load state (nothing checked, loading) with empty storage. */
export function resetSession(): void {
  localStorage.clear();
  useSessionStore.setState({
    user: null,
    token: null,
    loading: true,
    isAuthenticated: false,
    checked: false,
  });
}

/** Puts a stored session in localStorage, as a previous login would have (AuthProvider restores it). */
export function storeSession(user: User, token = 'stored-token'): void {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders `element` at `path` inside AuthProvider + a memory router; other routes render their path. */
export function renderAt(path: string, element: ReactElement, initial: InitialEntry = path) {
  return render(
    <AuthProvider>
      <MemoryRouter initialEntries={[initial]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </AuthProvider>,
  );
}
