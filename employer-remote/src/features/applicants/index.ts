export { ApplicantsPage } from './components/applicants-page';
export { AllCandidatesPage } from './components/all-candidates-page';
