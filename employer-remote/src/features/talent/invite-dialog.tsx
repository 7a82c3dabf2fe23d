// Inviting a job seeker found in the talent pool to apply: the employer picks one of their open jobs and
// writes (or keeps) the message; it opens a conversation with the seeker, who is told by e-mail.
import type { TalentCard } from '@portal/contracts';
import { LIMITS } from '@portal/contracts/constants';
import { checkMessageText } from '@portal/contracts/rules';
import { getErrorMessage } from '@portal/shared-auth';
import { Alert, Button, Modal, Select, Textarea } from '@portal/shared-ui';
import { FormField, usePortalForm } from '@portal/shared-ui/form';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { conversationPath, EMPLOYER_PATHS } from '../../lib/paths';
import { employerJobsQuery } from '../manage-jobs/api/queries';
import { sendInvitation, type InvitationValues } from './api';
import { useEmployerViewer } from '../../lib/viewer';

export const INVITE_TEXT = {
  action: 'Invite to apply',
  title: (name: string) => `Invite ${name} to apply`,
  job: 'Job',
  chooseJob: 'Choose one of your open jobs…',
  jobRequired: 'Please choose a job',
  message: 'Message',
  messageHint: 'It opens a conversation: they can answer you, and get an e-mail with it.',
  noJobs: 'You have no open job to invite candidates to.',
  postJob: 'Post a job',
  send: 'Send invitation',
  sending: 'Sending...',
  sent: (name: string) => `Invitation sent to ${name}`,
  failed: 'The invitation could not be sent. Try again.',
} as const;

/** The message the dialog starts from, for the employer to change or keep. */
export const inviteMessage = (name: string) =>
  `Hello ${name}, we found your profile in our talent pool and think you would be a great fit for this role. Would you like to apply?`;

type InviteValues = InvitationValues;

function InviteForm({ talent, onDone }: { talent: TalentCard; onDone: () => void }) {
  const id = useId();
  const viewer = useEmployerViewer();
  const jobs = useQuery(employerJobsQuery(viewer));
  const open = (jobs.data ?? []).filter((job) => !job.isClosed);
  const form = usePortalForm<InviteValues>({
    defaultValues: { jobId: '', message: inviteMessage(talent.name) },
    rules: {
      jobId: (jobId) => (jobId ? '' : INVITE_TEXT.jobRequired),
      message: (message) => checkMessageText(message),
    },
  });

  const submit = async (values: InviteValues) => {
    try {
      const { conversation } = await sendInvitation(talent._id, {
        jobId: values.jobId,
        message: values.message.trim(),
      });
      toast.success(
        <span>
          {INVITE_TEXT.sent(talent.name)}.{' '}
          <Link className="underline" to={conversationPath(conversation._id)}>
            See the conversation
          </Link>
        </span>,
      );
      onDone();
    } catch (error) {
      const text = getErrorMessage(error, INVITE_TEXT.failed);
      // The server names the field it refused ("message: …"); the field shows its own message.
      const field = /^(message|jobId): (.*)$/.exec(text);
      if (field) form.setError(field[1] as keyof InviteValues, { message: field[2] });
      else form.setSubmitError(text);
    }
  };

  if (jobs.isSuccess && open.length === 0)
    return (
      <div className="space-y-4">
        <p className="text-gray-800">{INVITE_TEXT.noJobs}</p>
        <div className="flex justify-end">
          <Link className="font-medium text-blue-700 underline" to={EMPLOYER_PATHS.postJobs}>
            {INVITE_TEXT.postJob}
          </Link>
        </div>
      </div>
    );

  return (
    <form {...form.formProps(submit)} aria-label={INVITE_TEXT.title(talent.name)} className="space-y-4">
      <FormField form={form} name="jobId" id={`${id}-job`} label={INVITE_TEXT.job} required>
        {(control) => (
          <Select {...control} disabled={jobs.isPending}>
            <option value="">{INVITE_TEXT.chooseJob}</option>
            {open.map((job) => (
              <option key={job._id} value={job._id}>
                {job.title} · {job.location}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField
        form={form}
        name="message"
        id={`${id}-message`}
        label={INVITE_TEXT.message}
        hint={INVITE_TEXT.messageHint}
        required
      >
        {(control) => <Textarea {...control} rows={6} maxLength={LIMITS.messageMaxLength} />}
      </FormField>
      {jobs.isError && (
        <Alert>{getErrorMessage(jobs.error, 'Your jobs could not be loaded. Try again.')}</Alert>
      )}
      {form.submitError && <Alert>{form.submitError}</Alert>}
      <div className="flex flex-wrap justify-end gap-3 border-t border-gray-200 pt-4">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={form.busy}>
          {form.busy ? INVITE_TEXT.sending : INVITE_TEXT.send}
        </Button>
      </div>
    </form>
  );
}

/** The dialog of one seeker's invitation (none open: `talent` null). */
export function InviteDialog({ talent, onClose }: { talent: TalentCard | null; onClose: () => void }) {
  return (
    <Modal
      open={talent !== null}
      onClose={onClose}
      title={talent ? INVITE_TEXT.title(talent.name) : ''}
      className="max-w-xl"
    >
      {talent && <InviteForm key={talent._id} talent={talent} onDone={onClose} />}
    </Modal>
  );
}
