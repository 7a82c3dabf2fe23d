import type { MyApplication } from '@portal/contracts';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';

export interface WithdrawDialogProps {
  application: MyApplication;
  onCancel: () => void;
  onConfirm: () => void;
  withdrawing: boolean;
  /** Why the server refused (e.g. the employer has decided meanwhile). */
  error: string | null;
}

/** Withdrawing deletes the application for good, so it is confirmed first. */
export function WithdrawDialog({
  application,
  onCancel,
  onConfirm,
  withdrawing,
  error,
}: WithdrawDialogProps) {
  const company = application.job.company.companyName || application.job.company.name;
  return (
    <Modal
      open
      onClose={onCancel}
      title="Withdraw application?"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={withdrawing}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={withdrawing} disabled={Boolean(error)}>
            {withdrawing ? 'Withdrawing...' : 'Withdraw'}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <p className="text-sm text-gray-700 wrap-anywhere">
          Your application for <strong>{application.job.title}</strong>
          {company ? ` at ${company}` : ''} will be withdrawn: the employer will no longer see it. You can
          apply to the job again later.
        </p>
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    </Modal>
  );
}
