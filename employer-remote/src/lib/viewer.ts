// The employer a page shows the data of, for its queries' keys (shared-data's `viewerKey`: the one way both
// remotes say whose data a query is).
import { GUEST, useViewerKey } from '@portal/shared-data';

/**
 * The signed-in employer's key part for the page being rendered. Every employer page renders under the
 * layout's guard, which shows them only once the session is known (on the host's server, the person the
 * page is rendered for), so there is always one; `guest` only stands in for the type.
 */
export function useEmployerViewer(): string {
  return useViewerKey() ?? GUEST;
}
