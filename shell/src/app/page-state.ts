// What a page the server rendered tells the browser, once, in a `<script type="application/json">` (data,
// never code: the Content-Security-Policy runs no inline script): which remote's routes rendered it and
// the data they rendered with, the router's loader data, the role hint the chrome was rendered for (and the
// person, when the server knew them) and the site's URL. The browser's first render uses it to show exactly what the server showed, without asking the
// API again and without a second URL matcher (the server already found the page's remote).
import type { User } from '@portal/contracts';
import type { Role } from '@portal/contracts/constants';
import { scriptJson } from '@portal/shared-ui/page';
import type { HydrationState } from 'react-router-dom';

export const PAGE_STATE_ID = 'portal-page';

export interface PageState {
  /** The remote whose routes rendered the page; null for the shell's own pages. */
  remote: string | null;
  /** That remote's data (its routes' `dehydrate()`), for its `env.state`. */
  data?: unknown;
  /** The router's state after the server's loaders. */
  router: HydrationState;
  /** The role the page's chrome was rendered for (the hint cookie), or null for a visitor. */
  role: Role | null;
  /**
   * The person the page was rendered for, with their data (their session confirmed by the API when the
   * page was made: their account as it was then). Absent on a visitor's page and a role hint's.
   */
  viewer?: User;
  /** The site's public origin the page was rendered with. */
  siteUrl: string;
  /**
   * In a QA environment, how far the API's QA clock is moved (ms; see shared-ui's portalNow), as the
   * server last heard it: the page counts "posted N days ago" from the API's time before it asks anything.
   */
  clockOffsetMs?: number;
}

/** The page's state, when the server rendered the page (null on a page served as a file). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/**
 * An error anywhere in the state, as the page may see it: that something failed, nothing more. An error
 * object serialized as it is carries its stack (the server's file paths) and, from an HTTP client, the
 * request's settings and the API's address; a page is public, so none of that may reach it whatever a
 * route puts in its data.
 */
const ERROR_IN_PAGE = { name: 'Error', message: 'Request failed' };

/** The state's script element (data only: JSON escaped for a script element, see scriptJson). */
export function pageStateScript(state: PageState): string {
  // JSON.stringify calls an object's toJSON before a replacer sees it (an axios error's toJSON returns its
  // settings), so the replacer looks at the holder's own value. One pass: every page rendered writes this.
  const json = scriptJson(state, function (this: Record<string, unknown>, key: string, value: unknown) {
    return this[key] instanceof Error ? ERROR_IN_PAGE : value;
  });
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}
