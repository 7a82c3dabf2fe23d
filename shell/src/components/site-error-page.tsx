import { Button, ButtonLink } from '@portal/shared-ui/button';
import { PageState } from '@portal/shared-ui/page-state';
import { Link } from 'react-router-dom';
import { PageChrome } from '../features/chrome';
import { SiteHeader } from './site-header';

/**
 * The site's error page: a heading and what happened inside the site's header and page column, with Try
 * again and a way home. The root route's boundary and an unavailable remote both show it.
 */
export function SiteErrorPage({
  title,
  description,
  onRetry,
}: {
  title: string;
  description: string;
  onRetry: () => void;
}) {
  return (
    <PageChrome header={<SiteHeader />}>
      <PageState
        kind="error"
        headingLevel={1}
        title={title}
        description={description}
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
