import type { MyApplication } from '@portal/contracts';
import { getErrorMessage } from '@portal/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MESSAGES } from '../../../lib/messages';
import { afterWithdraw, afterWithdrawRefused } from '../../../lib/cache-updates';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { withdrawApplication } from '../api/withdraw-application';

/**
 * Withdraws an application. On success it leaves every cached list at once, its job offers Apply Now again,
 * and the lists and notifications (which go with the application) are fetched afresh. A refusal (409: the
 * employer has decided meanwhile) is left for the dialog to show, and the lists are refreshed to say why.
 */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: [QUERY_ROOTS.applications, 'withdraw'],
    mutationFn: (application: MyApplication) => withdrawApplication(application._id),
    onSuccess: (reply, application) => {
      afterWithdraw(client, application);
      toast.success(reply?.message || MESSAGES.withdrawn);
    },
    onError: (error) => {
      console.error('Withdraw failed', error);
      afterWithdrawRefused(client);
    },
  });
}

export const withdrawErrorMessage = (error: unknown) => getErrorMessage(error, MESSAGES.somethingWrong);
