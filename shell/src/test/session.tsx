// Test helpers for the shell's pages: users, the session store reset, and a router with marker routes.
import { AuthProvider } from '@portal/shared-auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';

// The session's users and states, from the one home of session test fixtures.
export { employer, resetSession, seeker, storeSession } from '@portal/shared-auth/testing';

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
