export { EmployerNotifications, employerNotification } from './employer-notifications';
