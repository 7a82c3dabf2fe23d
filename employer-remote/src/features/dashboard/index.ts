export { DashboardPage } from './components/dashboard-page';
export { overviewQuery } from './api/queries';
