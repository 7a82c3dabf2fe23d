import type { MyApplication } from '@portal/contracts';
import { getErrorMessage } from '@portal/shared-auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { MESSAGES } from '../../../lib/messages';
import { patchCachedJob, QUERY_ROOTS } from '../../../lib/query-cache';
import type { MyApplicationsData } from '../api/queries';
import { withdrawApplication } from '../api/withdraw-application';

/** The cached lists without the withdrawn application, its status' count one lower. */
function withoutApplication(data: MyApplicationsData | undefined, withdrawn: MyApplication) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => {
      const had = page.applications.some((application) => application._id === withdrawn._id);
      return {
        ...page,
        applications: page.applications.filter((application) => application._id !== withdrawn._id),
        total: had ? Math.max(0, page.total - 1) : page.total,
        counts: {
          ...page.counts,
          [withdrawn.status]: Math.max(0, page.counts[withdrawn.status] - 1),
          total: Math.max(0, page.counts.total - 1),
        },
      };
    }),
  };
}

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
      client.setQueriesData<MyApplicationsData>({ queryKey: [QUERY_ROOTS.applications, 'mine'] }, (data) =>
        withoutApplication(data, application),
      );
      patchCachedJob(client, application.job._id, { applicationStatus: null });
      void client.invalidateQueries({ queryKey: [QUERY_ROOTS.applications] });
      void client.invalidateQueries({ queryKey: [QUERY_ROOTS.notifications] });
      toast.success(reply?.message || MESSAGES.withdrawn);
    },
    onError: (error) => {
      console.error('Withdraw failed', error);
      void client.invalidateQueries({ queryKey: [QUERY_ROOTS.applications] });
    },
  });
}

export const withdrawErrorMessage = (error: unknown) => getErrorMessage(error, MESSAGES.somethingWrong);
