export { SeekerHeader, loadNotificationBell } from './components/seeker-header';
export { SeekerLayout } from './components/seeker-layout';
