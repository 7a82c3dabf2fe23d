export { ApplicantsPage, LegacyApplicantsPage } from './components/applicants-page';
export { AllCandidatesPage } from './components/all-candidates-page';
export { ApplicationPage } from './components/application-page';
