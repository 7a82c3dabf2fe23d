import { SiteErrorPage } from '../../components/site-error-page';

/**
 * What shows in place of a remote's pages when the remote is down, slow to the point of failing, or broke
 * its contract: inside the site's header and page column, with Try again (loads the remote afresh) and a
 * way home; the rest of the site keeps working.
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <SiteErrorPage
      title="This part of the site is unavailable"
      description="We couldn't load this page. Please check your connection and try again."
      onRetry={onRetry}
    />
  );
}
