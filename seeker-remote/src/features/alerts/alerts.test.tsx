import type { JobAlert, JobAlertsReply, MessageReply } from '@portal/contracts';
import { alertSearchPath, API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { apiError, type Answer, type ApiRequest } from '@portal/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/server';
import { renderAt, signIn } from '../../test/fixtures';
import { AlertMe } from './components/alert-me';
import { JobAlerts } from './components/job-alerts';

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

/** The seeker's alerts as the API has them (GET /api/alerts). */
let alerts: JobAlert[];
/** What the API got: edits (PUT /api/alerts/:id) and new alerts (POST /api/alerts). */
let updates: ApiRequest[];
let creations: ApiRequest[];
const onUpdate = (answer: Answer<JobAlert>) => (updates = api.put(ROUTE_PATTERNS.alert, answer));
const onCreate = (answer: Answer<JobAlert>) => (creations = api.post(API_PATHS.alerts, answer));

beforeEach(() => {
  alerts = [];
  api.get<JobAlertsReply>(API_PATHS.alerts, () => alerts);
  // Nothing is sent unless a test says how the API answers: a write it does not expect fails it.
  updates = [];
  creations = [];
  signIn();
});

const renderAlerts = () => renderAt(<JobAlerts viewer="u1" />, { route: '/a', path: '/a' });

describe('job alerts page', () => {
  it('lists each alert with its search; the frequency saves at once', async () => {
    alerts = [react];
    onUpdate({ ...react, frequency: 'daily' });
    renderAlerts();
    const item = within(await screen.findByRole('list', { name: 'Job alerts' })).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: react.label })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: /See the jobs/ })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=react&type=Remote&minSalary=80000',
    );
    await userEvent.selectOptions(within(item).getByLabelText('E-mails'), 'daily');
    await waitFor(() =>
      expect(updates.map((request) => [request.params.id, request.body])).toEqual([
        ['a1', { frequency: 'daily' }],
      ]),
    );
    expect(
      await within(item).findByDisplayValue('Once a day, one e-mail with the new jobs'),
    ).toBeInTheDocument();
  });

  it('edits keyword and location; an alert with nothing to look for is refused with the rule’s message', async () => {
    alerts = [{ ...react, type: '', minSalary: null, label: '"react"' }];
    onUpdate({ ...react, keyword: 'vue', label: '"vue"' });
    renderAlerts();
    await userEvent.click(await screen.findByRole('button', { name: /^Edit/ }));
    const keyword = screen.getByLabelText(/^Keyword/);
    await userEvent.clear(keyword);
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    expect(screen.getByText('Add a keyword or a filter to be alerted about')).toBeInTheDocument();
    expect(updates).toHaveLength(0);
    await userEvent.type(keyword, 'vue');
    await userEvent.click(screen.getByRole('button', { name: 'Save alert' }));
    await waitFor(() =>
      expect(updates.map((request) => [request.params.id, request.body])).toEqual([
        ['a1', { keyword: 'vue', location: '' }],
      ]),
    );
    expect(await screen.findByRole('heading', { name: '"vue"' })).toBeInTheDocument();
  });

  it('deletes after a confirmation; a failure says why and keeps it', async () => {
    alerts = [react];
    api.delete<MessageReply>(ROUTE_PATTERNS.alert, ({ params }) => {
      alerts = alerts.filter((alert) => alert._id !== params.id);
      return { message: 'Job alert deleted' };
    });
    // The first try fails.
    api.delete(ROUTE_PATTERNS.alert, () => apiError(404, 'Job alert not found'), { once: true });
    renderAlerts();
    await userEvent.click(await screen.findByRole('button', { name: /^Delete/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete alert' }));
    expect(await screen.findByText('Job alert not found')).toBeInTheDocument();
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
    onCreate({ ...react, frequency: 'daily' });
    renderAt(<AlertMe search={search} viewer="u1" />, { route: '/f', path: '/f' });
    await userEvent.selectOptions(screen.getByLabelText('Alert e-mails'), 'daily');
    await userEvent.click(screen.getByRole('button', { name: 'Alert me' }));
    await waitFor(() =>
      expect(creations.map((request) => request.body)).toEqual([
        {
          keyword: 'react',
          location: '',
          type: 'Remote',
          category: '',
          minSalary: 80000,
          maxSalary: null,
          frequency: 'daily',
        },
      ]),
    );
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
    onCreate(() => apiError(409, 'You can keep at most 20 job alerts: delete one first'));
    renderAt(<AlertMe search={search} viewer="u1" />, { route: '/f', path: '/f' });
    await userEvent.click(screen.getByRole('button', { name: 'Alert me' }));
    expect(
      await screen.findByText('You can keep at most 20 job alerts: delete one first'),
    ).toBeInTheDocument();
  });
});
