import type { JobAlert } from '@portal/contracts';
import { alertSearchPath } from '@portal/contracts/paths';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError, renderAt, signIn } from '../../test/fixtures';
import * as api from './api/alerts-api';
import { AlertMe } from './components/alert-me';
import { JobAlerts } from './components/job-alerts';

vi.mock('./api/alerts-api', async (actual) => {
  const real = await actual<typeof import('./api/alerts-api')>();
  return {
    ...real,
    alertsQuery: (viewer: string) => ({ queryKey: real.alertKeys.list(viewer), queryFn: () => mocks.list() }),
    updateAlert: vi.fn(),
    createAlert: vi.fn(),
    deleteAlert: vi.fn(),
  };
});
const mocks = vi.hoisted(() => ({ list: vi.fn() }));

const react: JobAlert = {
  _id: 'a1',
  keyword: 'react',
  location: '',
  type: 'Remote',
  category: '',
  minSalary: 80000,
  maxSalary: null,
  frequency: 'instant',
  label: '"react" · Remote · from $80K',
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  lastSentAt: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  signIn();
});

const renderAlerts = () => renderAt(<JobAlerts viewer="u1" />, { route: '/a', path: '/a' });

describe('job alerts page', () => {
  it('lists each alert with its search; the frequency saves at once', async () => {
    mocks.list.mockResolvedValue([react]);
    vi.mocked(api.updateAlert).mockResolvedValue({ ...react, frequency: 'daily' });
    renderAlerts();
    const item = within(await screen.findByRole('list', { name: 'Job alerts' })).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: react.label })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /See the jobs/ })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=react&type=Remote&minSalary=80000',
    );
    await userEvent.selectOptions(within(item).getByLabelText('E-mails'), 'daily');
    expect(api.updateAlert).toHaveBeenCalledWith('a1', { frequency: 'daily' });
    expect(
      await within(item).findByDisplayValue('Once a day, one e-mail with the new jobs'),
    ).toBeInTheDocument();
  });

  it('edits keyword and location; an alert with nothing to look for is refused with the rule’s message', async () => {
    mocks.list.mockResolvedValue([{ ...react, type: '', minSalary: null, label: '"react"' }]);
    vi.mocked(api.updateAlert).mockResolvedValue({ ...react, keyword: 'vue', label: '"vue"' });
    renderAlerts();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const keyword = screen.getByLabelText(/^Keyword/);
    await userEvent.clear(keyword);
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(screen.getByText('Add a keyword or a filter to be alerted about')).toBeInTheDocument();
    expect(api.updateAlert).not.toHaveBeenCalled();
    await userEvent.type(keyword, 'vue');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(api.updateAlert).toHaveBeenCalledWith('a1', { keyword: 'vue', location: '' });
    expect(await screen.findByRole('heading', { name: '"vue"' })).toBeInTheDocument();
  });

  it('deletes after a confirmation; a failure says why and keeps it', async () => {
    mocks.list.mockResolvedValue([react]);
    vi.mocked(api.deleteAlert).mockRejectedValueOnce(httpError(404, 'Job alert not found'));
    renderAlerts();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByText('Job alert not found')).toBeInTheDocument();
    vi.mocked(api.deleteAlert).mockResolvedValueOnce({ message: 'Job alert deleted' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByText('No job alerts yet')).toBeInTheDocument();
  });

  it('an alert’s search path carries only what is set', () => {
    expect(alertSearchPath({ ...react, keyword: '', type: '', minSalary: null, location: 'Lisbon' })).toBe(
      '/find-jobs?location=Lisbon',
    );
  });
});

describe('Alert me', () => {
  const search = {
    keyword: 'react',
    location: '',
    type: 'Remote',
    category: '',
    minSalary: '80000',
    maxSalary: '',
  };

  it('saves the search with the chosen frequency and says where alerts are kept', async () => {
    vi.mocked(api.createAlert).mockResolvedValue({ ...react, frequency: 'daily' });
    renderAt(<AlertMe search={search} viewer="u1" />, { route: '/f', path: '/f' });
    await userEvent.selectOptions(screen.getByLabelText('Alert e-mails'), 'daily');
    await userEvent.click(screen.getByRole('button', { name: 'Alert me' }));
    expect(api.createAlert).toHaveBeenCalledWith({
      keyword: 'react',
      location: '',
      type: 'Remote',
      category: '',
      minSalary: 80000,
      maxSalary: null,
      frequency: 'daily',
    });
    expect(
      await screen.findByText(/Alert saved: new jobs for "react" · Remote · from \$80K/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage job alerts' })).toHaveAttribute('href', '/job-alerts');
  });

  it('is not offered for a search with nothing to look for; a refusal says why', async () => {
    const empty = { keyword: ' ', location: '', type: '', category: '', minSalary: '', maxSalary: '' };
    const { unmount } = renderAt(<AlertMe search={empty} viewer="u1" />, { route: '/f', path: '/f' });
    expect(screen.queryByRole('button', { name: 'Alert me' })).not.toBeInTheDocument();
    unmount();
    vi.mocked(api.createAlert).mockRejectedValue(
      httpError(409, 'You can keep at most 20 job alerts: delete one first'),
    );
    renderAt(<AlertMe search={search} viewer="u1" />, { route: '/f', path: '/f' });
    await userEvent.click(screen.getByRole('button', { name: 'Alert me' }));
    expect(
      await screen.findByText('You can keep at most 20 job alerts: delete one first'),
    ).toBeInTheDocument();
  });
});
