import type { EmployerJobsReply, InvitationReply, TalentCard } from '@portal/contracts';
import { API_PATHS, ROUTE_PATTERNS } from '@portal/contracts/paths';
import { apiError, type ApiRequest } from '@portal/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/server';
import { employerJob, renderAt, signInEmployer } from '../../test/utils';
import { INVITE_TEXT, InviteDialog } from './invite-dialog';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const TALENT: TalentCard = {
  _id: 'seeker-1',
  name: 'Finn Found',
  headline: 'Compiler engineer',
  skills: ['Rust'],
  desiredLocation: 'Tallinn',
  openToRemote: false,
  summary: '',
  experience: [],
  education: [],
  verified: true,
};

const job = (id: string, title: string, isClosed = false) => employerJob({ _id: id, title, isClosed });

const onClose = vi.fn();
/** The invitations the API got (POST /api/talent/:id/invitations). */
let invitations: ApiRequest[];
beforeEach(() => {
  signInEmployer();
  onClose.mockReset();
  vi.mocked(toast.success).mockReset();
  // No invitation is answered until a test says how.
  invitations = [];
  api.get<EmployerJobsReply>(API_PATHS.employerJobs, [
    job('j1', 'Compiler Engineer'),
    job('j2', 'Closed Role', true),
  ]);
});

const open = () => renderAt(<InviteDialog talent={TALENT} onClose={onClose} />, '/employeer/talent');

describe('inviting a seeker to apply', () => {
  it('asks for one of the open jobs and a message, then sends them and says so', async () => {
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: INVITE_TEXT.title('Finn Found') });
    const jobs = within(dialog).getByRole('combobox', { name: /^Job/ });
    await waitFor(() => expect(within(jobs).getAllByRole('option')).toHaveLength(2));
    // The closed job is not offered.
    expect(within(jobs).queryByRole('option', { name: /Closed Role/ })).toBeNull();
    const message = within(dialog).getByRole('textbox', { name: /^Message/ });
    expect(message).toHaveValue(
      'Hello Finn Found, we found your profile in our talent pool and think you would be a great fit for this role. Would you like to apply?',
    );

    await user.click(within(dialog).getByRole('button', { name: INVITE_TEXT.send }));
    expect(await within(dialog).findByText(INVITE_TEXT.jobRequired)).toBeInTheDocument();
    expect(invitations).toHaveLength(0);

    invitations = api.post<InvitationReply>(ROUTE_PATTERNS.talentInvitations, {
      conversation: { _id: 'conv-1' } as never,
      message: {} as never,
    });
    await user.selectOptions(jobs, 'j1');
    await user.clear(message);
    await user.type(message, '  Apply to our compiler team?  ');
    await user.click(within(dialog).getByRole('button', { name: INVITE_TEXT.send }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(invitations.map((request) => [request.params.id, request.body])).toEqual([
      ['seeker-1', { jobId: 'j1', message: 'Apply to our compiler team?' }],
    ]);
    expect(toast.success).toHaveBeenCalled();
  });

  it('shows what the server refused: a field by its name, anything else above the buttons', async () => {
    const { user } = open();
    const dialog = await screen.findByRole('dialog');
    const jobs = within(dialog).getByRole('combobox', { name: /^Job/ });
    await waitFor(() => expect(within(jobs).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(jobs, 'j1');
    const refuse = (status: number, message: string) =>
      api.post(ROUTE_PATTERNS.talentInvitations, () => apiError(status, message));
    refuse(409, 'You have already written to Finn Found about this job: see your messages');
    await user.click(within(dialog).getByRole('button', { name: INVITE_TEXT.send }));
    expect(
      await within(dialog).findByText(
        'You have already written to Finn Found about this job: see your messages',
      ),
    ).toBeInTheDocument();
    refuse(400, 'message: A message can be at most 5,000 characters');
    await user.click(within(dialog).getByRole('button', { name: INVITE_TEXT.send }));
    expect(await within(dialog).findByText('A message can be at most 5,000 characters')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with no open job, says so and leads to posting one', async () => {
    api.get<EmployerJobsReply>(API_PATHS.employerJobs, [job('j2', 'Closed Role', true)]);
    open();
    expect(await screen.findByText(INVITE_TEXT.noJobs)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: INVITE_TEXT.postJob })).toHaveAttribute(
      'href',
      '/employeer/post-jobs',
    );
  });
});
