// The site's error page: what the root route shows when a shell page throws while rendering or its code
// cannot be loaded (a lazy route's chunk gone, the network away). Inside the site's header, with a way
// back. A remote's pages have their own boundary (features/remote), so this is the last one. It is part of
// the page's first code on purpose: a failed chunk must not need another chunk to be told.
import { PageTitle } from '@portal/shared-ui/page';
import { Button, ButtonLink } from '@portal/shared-ui/button';
import { PageState } from '@portal/shared-ui/page-state';
import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { SiteHeader } from '../components/site-header';
import { PageChrome } from '../features/chrome';

export const ROOT_ERROR_TITLE = 'Something went wrong';

export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed:', error);
  }, [error]);
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <PageChrome header={<SiteHeader />}>
      <PageTitle title={ROOT_ERROR_TITLE} />
      <PageState
        kind="error"
        headingLevel={1}
        title={ROOT_ERROR_TITLE}
        description={
          status
            ? `This page could not be shown (error ${status}). Please try again.`
            : 'This page could not be shown. Please check your connection and try again.'
        }
        className="min-h-[50vh]"
        action={
          <div className="flex flex-wrap justify-center gap-3">
            {/* A fresh page load fetches the site's current code. */}
            <Button type="button" onClick={() => window.location.reload()}>
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
