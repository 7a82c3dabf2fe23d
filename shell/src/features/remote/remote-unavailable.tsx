import { Button, ButtonLink } from '@portal/shared-ui/button';
import { PageState } from '@portal/shared-ui/page-state';
import { Link } from 'react-router-dom';
import { SiteHeader } from '../../components/site-header';
import { PageChrome } from '../chrome';

/**
 * What shows in place of a remote's pages when the remote is down, slow to the point of failing, or broke
 * its contract: inside the site's header and page column, with Try again (loads the remote afresh) and a
 * way home; the rest of the site keeps working.
 */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <PageChrome header={<SiteHeader />}>
      <PageState
        kind="error"
        headingLevel={1}
        title="This part of the site is unavailable"
        description="We couldn't load this page. Please check your connection and try again."
        className="min-h-[50vh]"
        action={
          <div className="flex flex-wrap justify-center gap-3">
            <Button type="button" onClick={onRetry}>
              Try again
            </Button>
            <ButtonLink as={Link} to="/" variant="secondary">
              Back to home
            </ButtonLink>
          </div>
        }
      />
    </PageChrome>
  );
}
