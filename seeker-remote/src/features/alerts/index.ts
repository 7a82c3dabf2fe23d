export { JobAlerts } from './components/job-alerts';
export { AlertMe, type AlertSearch } from './components/alert-me';
export { alertKeys, alertsQuery, createAlert } from './api/alerts-api';
