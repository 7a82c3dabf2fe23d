export { SeekerHeader, loadMessagesLink, loadNotificationBell } from './components/seeker-header';
export { SeekerLayout } from './components/seeker-layout';
