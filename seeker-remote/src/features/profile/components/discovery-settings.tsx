import { getErrorMessage } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { LoadingScreen } from '@portal/shared-ui/loading-screen';
import { TalentCard } from '@portal/shared-ui/talent-card';
import { useQuery } from '@tanstack/react-query';
import { useViewer } from '../../../lib/viewer';
import { discoveryQuery } from '../api/discovery-api';
import { useSetDiscovery } from '../hooks/use-profile-mutations';

/**
 * Being found by employers (the talent pool): off until the seeker turns it on, with the card employers
 * will see shown first, exactly as they see it (the API's card, drawn by the same component). Turning it
 * off takes the profile out of their very next search.
 */
export function DiscoverySettings() {
  const viewer = useViewer()?.key ?? '';
  const discovery = useQuery({ ...discoveryQuery(viewer), enabled: viewer !== '' });
  const change = useSetDiscovery(viewer);
  // While a change is on its way the switch shows it (and is held); a failed change goes back.
  const discoverable = change.isPending ? change.variables === true : (discovery.data?.discoverable ?? false);

  return (
    <section aria-labelledby="discovery-heading">
      <h2 id="discovery-heading" className="text-lg font-semibold text-gray-900">
        Be found by employers
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Employers searching the talent pool by skills, title and location can find your profile and invite you
        to apply. They see this card, and nothing else: never your e-mail address or your resume file.
      </p>
      {discovery.isPending ? (
        <LoadingScreen text="Loading your card..." />
      ) : discovery.isError ? (
        <Alert tone="error" className="mt-4">
          {getErrorMessage(discovery.error, 'Your card could not be loaded. Reload the page to try again.')}
        </Alert>
      ) : (
        <>
          <div className="mt-4">
            <TalentCard talent={discovery.data.card} headingLevel={3} />
          </div>
          <label className="mt-4 flex items-center gap-3 text-sm font-medium text-gray-900">
            <input
              type="checkbox"
              role="switch"
              className="h-5 w-5 accent-brand-600"
              checked={discoverable}
              disabled={change.isPending}
              onChange={(event) => change.mutate(event.target.checked)}
            />
            Let employers find my profile
          </label>
          <p className="mt-2 text-sm text-gray-600" role="status">
            {discoverable ? 'Employers can find your profile.' : 'Your profile is hidden from employers.'}
          </p>
          {change.isError && (
            <Alert tone="error" className="mt-2">
              {getErrorMessage(change.error, 'The change could not be saved. Try again.')}
            </Alert>
          )}
        </>
      )}
    </section>
  );
}
