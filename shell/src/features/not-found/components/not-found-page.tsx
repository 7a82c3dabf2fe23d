import { ButtonLink } from '@portal/shared-ui/button';
import { PageState } from '@portal/shared-ui/page-state';
import { Link } from 'react-router-dom';
import { SiteHeader } from '../../../components/site-header';
import { MAIN_CONTENT_ID } from '@portal/shared-ui/page';

export function NotFoundPage() {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} className="flex flex-1 items-center justify-center">
        <PageState
          kind="empty"
          headingLevel={1}
          icon={<span className="text-xl font-bold">404</span>}
          title="Page not found"
          description="The page you are looking for doesn't exist or has moved."
          action={
            <ButtonLink as={Link} to="/">
              Back to home
            </ButtonLink>
          }
        />
      </main>
    </div>
  );
}
