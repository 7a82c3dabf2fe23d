import { ButtonLink, PageState, SearchIcon } from '@portal/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import { EMPLOYER_PATHS } from '../../../lib/paths';

/**
 * An /employeer address that is no employer page: said plainly inside the employer layout (menu and top bar
 * stay), with a way to the dashboard, instead of silently showing the dashboard.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="rounded-xl border border-gray-200 bg-white shadow-sm">
      <PageState
        kind="empty"
        headingLevel={1}
        icon={<SearchIcon className="h-8 w-8" />}
        title="Page not found"
        description={
          <>
            There is no employer page at <code className="break-all text-gray-800">{pathname}</code>. It may
            have moved, or the address may be mistyped.
          </>
        }
        action={
          <ButtonLink as={Link} to={EMPLOYER_PATHS.dashboard}>
            Go to the dashboard
          </ButtonLink>
        }
      />
    </div>
  );
}
