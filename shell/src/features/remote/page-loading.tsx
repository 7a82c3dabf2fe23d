import { SiteHeader } from '../../components/site-header';
import { PageChrome } from '../chrome';

/**
 * Shown on a cold load while the remote that owns the URL is found and loaded: the same header and
 * skeleton index.html painted before any script ran, so nothing moves when React takes over.
 */
export function PageLoading() {
  return <PageChrome header={<SiteHeader />} />;
}
