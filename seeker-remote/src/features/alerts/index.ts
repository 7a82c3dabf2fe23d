export { JobAlerts, alertSearchPath } from './components/job-alerts';
export { alertKeys, alertsQuery, createAlert } from './api/alerts-api';
