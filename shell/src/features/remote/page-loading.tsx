import { SiteHeader } from '../../components/site-header';
import { PageChrome } from '../chrome';

/**
 * Shown on a cold load while the remote that owns the URL is found and loaded: the same header and
 * skeleton the server sends with a page it could not render, so nothing moves when React takes over.
 */
export function PageLoading() {
  return <PageChrome header={<SiteHeader />} />;
}
