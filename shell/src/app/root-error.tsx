// The site's error page for the root route: what shows when a shell page throws while rendering or its
// code cannot be loaded (a lazy route's chunk gone, the network away). Inside the site's header, with a way
// back. A remote's pages have their own boundary (features/remote), so this is the last one. It is part of
// the page's first code on purpose: a failed chunk must not need another chunk to be told.
import { PageTitle } from '@portal/shared-ui/page';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { SiteErrorPage } from '../components/site-error-page';

export const ROOT_ERROR_TITLE = 'Something went wrong';

export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('A page failed:', error);
  }, [error]);
  return (
    <>
      <PageTitle title={ROOT_ERROR_TITLE} />
      <SiteErrorPage
        title={ROOT_ERROR_TITLE}
        description="This page could not be shown. Please check your connection and try again."
        // A fresh page load fetches the site's current code.
        onRetry={() => window.location.reload()}
      />
    </>
  );
}
