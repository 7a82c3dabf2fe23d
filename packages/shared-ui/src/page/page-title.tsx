// A page's title, the same way in every app: "Find Jobs · JobPortal". A document has one <title>: the
// shell's root layout renders it from the route's `handle.title`, and a page whose title depends on its
// data (a job's name) renders its own instead, with this component (its route says `handle.head: 'page'`).
// React puts the element in the document's head, on the server and in the browser alike.
import { BRAND_NAME } from '../tokens';

export const TITLE_SEPARATOR = ' · ';

/** "Login" → "Login · JobPortal"; nothing → "JobPortal". */
export function formatPageTitle(title?: string | null): string {
  return title ? `${title}${TITLE_SEPARATOR}${BRAND_NAME}` : BRAND_NAME;
}

/** The document's title for this page (the brand is added). */
export function PageTitle({ title }: { title?: string | null }) {
  return <title>{formatPageTitle(title)}</title>;
}
