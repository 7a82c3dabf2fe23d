export { ManageJobsPage } from './components/manage-jobs-page';
