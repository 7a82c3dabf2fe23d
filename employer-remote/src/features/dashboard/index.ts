export { DashboardPage } from './components/dashboard-page';
export { prefetchOverview } from './api/get-overview';
