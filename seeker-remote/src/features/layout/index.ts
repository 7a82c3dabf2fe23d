export { SeekerHeader, loadAccountNav } from './components/seeker-header';
export { SeekerLayout } from './components/seeker-layout';
