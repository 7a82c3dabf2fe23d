import type { Job, User } from '@portal/contracts';
import { useSessionStore } from '@portal/shared-auth';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

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
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

export const employer: User = { ...seeker, _id: 'u2', name: 'Ed Employer', role: 'employeer' };

let counter = 0;
export function makeJob(patch: Partial<Job> = {}): Job {
  counter += 1;
  return {
    _id: `job-${counter}`,
    title: `Frontend Engineer ${counter}`,
    location: 'Berlin',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Build things.',
    requirements: 'React.',
    salaryMin: 50000,
    salaryMax: 80000,
    isClosed: false,
    // Noon UTC keeps the calendar day the same in every test time zone.
    createdAt: '2025-03-07T12:00:00.000Z',
    updatedAt: '2025-03-07T12:00:00.000Z',
    company: { _id: 'e1', name: 'Ed Employer', companyName: 'Acme Corp', companyLogo: '' },
    isSaved: false,
    applicationStatus: null,
    ...patch,
  };
}

export function signIn(user: User = seeker): void {
  localStorage.setItem('token', 't');
  localStorage.setItem('user', JSON.stringify(user));
  useSessionStore.setState({ user, token: 't', isAuthenticated: true, loading: false, checked: true });
}

export function signOut(): void {
  useSessionStore.setState({
    user: null,
    token: null,
    isAuthenticated: false,
    loading: false,
    checked: true,
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `route` (matched by `path`) with a toast area, a /login stand-in and a location probe. */
export function renderAt(element: ReactElement, { route, path }: { route: string; path: string }) {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="/login" element={<h1>Login page</h1>} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
      <LocationProbe />
      <Toaster />
    </MemoryRouter>,
  );
}

export const currentLocation = () => document.querySelector('[data-testid="location"]')?.textContent ?? '';

/** An axios-like error with a server reply. */
export function httpError(status: number, message?: string): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: message ? { message } : {} },
  });
}
