// Changing an application's status (SPEC §4): optimistic, the select disabled while sending, a success
// message and toast on 200, and the previous status restored on failure.
import type { ApplicationStatus } from '@portal/contracts/constants';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { updateApplicationStatus } from '../api/update-application-status';

export const STATUS_UPDATED = 'Application status updated successfully';

export function useStatusChange(applicationId: string, initial: ApplicationStatus) {
  const [status, setStatus] = useState<ApplicationStatus>(initial);
  const [updating, setUpdating] = useState(false);
  const [message, setMessage] = useState('');

  async function change(next: ApplicationStatus) {
    if (updating || next === status) return;
    const previous = status;
    setStatus(next);
    setUpdating(true);
    setMessage('');
    try {
      await updateApplicationStatus(applicationId, next);
      setMessage(STATUS_UPDATED);
      toast.success(STATUS_UPDATED);
    } catch (error) {
      console.error('Failed to update the application status', error);
      setStatus(previous);
    } finally {
      setUpdating(false);
    }
  }

  return { status, updating, message, change };
}
