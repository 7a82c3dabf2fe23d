import { JobAlerts } from '../../features/alerts';
import { SeekerLayout } from '../../features/layout';
import { useViewer } from '../../lib/viewer';

/** /job-alerts: the seeker's saved searches that e-mail new jobs (job seekers only, by the route's handle). */
export function JobAlertsPage() {
  const viewer = useViewer();
  return (
    <SeekerLayout>
      <div className="mx-auto max-w-3xl">
        <h1 className="mb-1 text-2xl font-bold text-gray-900">Job alerts</h1>
        <p className="mb-6 text-sm text-gray-600">
          New jobs that match these searches come to your notifications and your inbox.
        </p>
        {viewer && <JobAlerts key={viewer.key} viewer={viewer.key} />}
      </div>
    </SeekerLayout>
  );
}
