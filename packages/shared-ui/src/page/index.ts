// `@portal/shared-ui/page`: page continuity pieces (titles, the skip link, moving focus) and page data.
export { formatPageTitle, PageTitle, TITLE_SEPARATOR } from './page-title';
export { scriptJson } from './script-json';
export { MAIN_CONTENT_ID, SkipLink, focusElement } from './skip-link';
