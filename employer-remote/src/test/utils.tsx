import type { User } from '@portal/contracts';
import { useSessionStore } from '@portal/shared-auth';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

export const EMPLOYER: User = {
  _id: 'u1',
  name: 'Erin Employer',
  email: 'employer@demo.test',
  role: 'employeer',
  avatar: '',
  resume: '',
  companyName: 'Acme Corp',
  companyDescription: 'We make anvils.',
  companyLogo: '',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export function signInEmployer(user: User = EMPLOYER) {
  useSessionStore.setState({ user, token: 't', isAuthenticated: true, loading: false, checked: true });
}

function WhereAmI() {
  const location = useLocation();
  return (
    <>
      <p data-testid="location">{location.pathname}</p>
      <p data-testid="state">{JSON.stringify(location.state ?? null)}</p>
    </>
  );
}

/** Renders `element` at `path` (with navigation state) inside a router that also reports the current path. */
export function renderAt(element: ReactElement, path: string, state?: unknown) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <WhereAmI />
    </MemoryRouter>,
  );
  return { user, ...result };
}
