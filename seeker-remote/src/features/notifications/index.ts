export { SeekerNotifications, seekerNotification } from './seeker-notifications';
