export { PageHeader } from './page-header';
export { PageFallback } from './page-fallback';
export { Pagination, pageInfo, type PageInfo } from './pagination';
