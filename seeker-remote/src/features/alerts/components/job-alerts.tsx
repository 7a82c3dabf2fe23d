import type { AlertBody, JobAlert } from '@portal/contracts';
import { alertSearchPath } from '@portal/contracts/paths';
import { ALERT_FREQUENCIES, type AlertFrequency } from '@portal/contracts/constants';
import { checkAlertFields } from '@portal/contracts/rules';
import { getErrorMessage } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { EmptyState } from '@portal/shared-ui/empty-state';
import { Field, Input, Select } from '@portal/shared-ui/field';
import { BellIcon } from '@portal/shared-ui/icons';
import { RelativeDate } from '@portal/shared-ui/relative-date';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { alertsQuery } from '../api/alerts-api';
import { useDeleteAlert, useUpdateAlert } from '../hooks/use-alert-mutations';
import { SEEKER_PATHS } from '../../../app/route-patterns';

const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  instant: 'At once, one e-mail per job',
  daily: 'Once a day, one e-mail with the new jobs',
};

function AlertItem({ alert, viewer }: { alert: JobAlert; viewer: string }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [keyword, setKeyword] = useState(alert.keyword);
  const [location, setLocation] = useState(alert.location);
  const [problem, setProblem] = useState('');
  const update = useUpdateAlert(viewer, alert._id);
  // A saved change closes the editor.
  const change = (body: AlertBody) => update.mutate(body, { onSuccess: () => setEditing(false) });
  const remove = useDeleteAlert(viewer, alert._id);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const message = checkAlertFields({ ...alert, keyword, location });
    setProblem(message);
    if (!message) change({ keyword: keyword.trim(), location: location.trim() });
  };
  const failure = update.error ?? remove.error;

  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold break-words text-gray-900">{alert.label}</h2>
          <p className="text-sm text-gray-600">
            <RelativeDate value={alert.createdAt} prefix="Created" />
            {alert.lastSentAt && (
              <>
                {' · '}
                <RelativeDate value={alert.lastSentAt} prefix="last e-mail" />
              </>
            )}
          </p>
        </div>
        <ButtonLink as={Link} to={alertSearchPath(alert)} variant="secondary" size="sm">
          See the jobs<span className="sr-only"> of {alert.label}</span>
        </ButtonLink>
      </div>
      <div className="mt-3 max-w-sm">
        <Field label="E-mails">
          {(control) => (
            <Select
              {...control}
              value={alert.frequency}
              disabled={update.isPending}
              onChange={(event) => change({ frequency: event.target.value as AlertFrequency })}
            >
              {ALERT_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {FREQUENCY_LABELS[f]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {editing ? (
        <form noValidate onSubmit={save} aria-label={`Edit ${alert.label}`} className="mt-3 space-y-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Keyword" optional>
              {(control) => (
                <Input {...control} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
              )}
            </Field>
            <Field label="Location" optional>
              {(control) => (
                <Input {...control} value={location} onChange={(e) => setLocation(e.target.value)} />
              )}
            </Field>
          </div>
          {problem && <Alert>{problem}</Alert>}
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={update.isPending}>
              Save alert
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              Cancel
            </Button>
          </div>
        </form>
      ) : confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <span className="text-sm text-gray-900">Delete this alert?</span>
          <Button variant="danger" size="sm" loading={remove.isPending} onClick={() => remove.mutate()}>
            Delete alert
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            Edit<span className="sr-only"> {alert.label}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
            Delete<span className="sr-only"> {alert.label}</span>
          </Button>
        </div>
      )}
      {failure && (
        <Alert className="mt-3">
          {getErrorMessage(failure, 'Your change was not saved: please try again.')}
        </Alert>
      )}
    </li>
  );
}

/** The seeker's job alerts: each with its e-mail frequency (saved at once), edit and delete. */
export function JobAlerts({ viewer }: { viewer: string }) {
  const alerts = useQuery(alertsQuery(viewer));
  if (alerts.isError)
    return (
      <Alert
        title="Your job alerts could not be loaded"
        action={
          <Button variant="secondary" onClick={() => void alerts.refetch()}>
            Try again
          </Button>
        }
      >
        {getErrorMessage(alerts.error, 'Please check your connection and try again.')}
      </Alert>
    );
  if (!alerts.data)
    return (
      <div role="status" aria-label="Loading job alerts" className="space-y-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    );
  if (alerts.data.length === 0)
    return (
      <EmptyState
        icon={<BellIcon className="h-8 w-8" />}
        title="No job alerts yet"
        description='Search for jobs and choose "Alert me" to hear about new ones.'
        action={
          <ButtonLink as={Link} to={SEEKER_PATHS.findJobs}>
            Find jobs
          </ButtonLink>
        }
      />
    );
  return (
    <ul aria-label="Job alerts" className="space-y-4">
      {alerts.data.map((alert) => (
        <AlertItem key={alert._id} alert={alert} viewer={viewer} />
      ))}
    </ul>
  );
}
