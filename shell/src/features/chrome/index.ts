export { PageChrome, PageSkeleton } from './page-chrome';
