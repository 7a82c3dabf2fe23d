import { ALERT_FREQUENCIES, type AlertFrequency } from '@portal/contracts/constants';
import { checkAlertFields } from '@portal/contracts/rules';
import { getErrorMessage } from '@portal/shared-auth';
import { Button } from '@portal/shared-ui/button';
import { BellIcon } from '@portal/shared-ui/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreateAlert } from '../hooks/use-alert-mutations';

/** The search an alert saves: the list's keyword and filters (order and date posted are the list's own). */
export interface AlertSearch {
  keyword: string;
  location: string;
  type: string;
  category: string;
  minSalary: string;
  maxSalary: string;
}

const salary = (digits: string) => (digits === '' ? null : Number(digits));
const FREQUENCY_CHOICES: Record<AlertFrequency, string> = { instant: 'at once', daily: 'daily digest' };

/**
 * "Alert me" on a search: saves its keyword and filters as a job alert (e-mails at once, or a daily digest,
 * the seeker's choice), then says where alerts are kept. A search with nothing to look for is not offered.
 */
export function AlertMe({ search, viewer }: { search: AlertSearch; viewer: string }) {
  const [frequency, setFrequency] = useState<AlertFrequency>('instant');
  const body = {
    keyword: search.keyword.trim(),
    location: search.location.trim(),
    type: search.type as '',
    category: search.category as '',
    minSalary: salary(search.minSalary),
    maxSalary: salary(search.maxSalary),
    frequency,
  };
  const save = useCreateAlert(viewer);
  const searchKey = JSON.stringify({ ...body, frequency: undefined });
  const [savedFor, setSavedFor] = useState<string | null>(null);
  if (checkAlertFields(body)) return null;
  const saved = save.isSuccess && savedFor === searchKey;

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {saved ? (
        <p role="status" className="text-green-800">
          Alert saved: new jobs for {save.data.label} will come to you.{' '}
          <Link to="/job-alerts" className="font-medium text-brand-700 underline">
            Manage job alerts
          </Link>
        </p>
      ) : (
        <>
          <label className="flex items-center gap-1 text-gray-700">
            <span className="sr-only">Alert e-mails</span>
            <select
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
              className="rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
            >
              {ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_CHOICES[f]}
                </option>
              ))}
            </select>
          </label>
          <Button
            variant="secondary"
            size="sm"
            loading={save.isPending}
            onClick={() => save.mutate(body, { onSuccess: () => setSavedFor(searchKey) })}
          >
            <BellIcon className="h-4 w-4" />
            Alert me
          </Button>
          {save.isError && (
            <p role="alert" className="text-red-700">
              {getErrorMessage(save.error, 'The alert was not saved: please try again.')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
