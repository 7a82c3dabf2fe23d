export { SeekerHeader } from './components/seeker-header';
export { SeekerLayout } from './components/seeker-layout';
