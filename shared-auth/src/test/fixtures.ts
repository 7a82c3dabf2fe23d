import { NO_PROFILE_FIELDS } from '@portal/contracts/constants';
import type { User } from '@portal/contracts';
import { vi } from 'vitest';
import { useSessionStore } from '../session/session-store';

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
  role: 'employeer',
  companyName: 'Acme',
};

/** Back to the page-load state: nothing checked yet, loading. */
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

/** jsdom's location.assign cannot be spied on; replace `location` with a stub whose assign is a mock. */
export function stubLocation() {
  const assign = vi.fn<(url: string | URL) => void>();
  vi.stubGlobal('location', { ...window.location, href: window.location.href, assign });
  return assign;
}
