export { ApplicantsPage } from './components/applicants-page';
