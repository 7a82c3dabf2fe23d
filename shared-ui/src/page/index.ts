// `@portal/shared-ui/page`: page continuity pieces (titles, the skip link, moving focus).
export { usePageTitle, formatPageTitle, PAGE_TITLE_EVENT, TITLE_SEPARATOR } from './page-title';
export { SkipLink, focusElement } from './skip-link';
