export { EditJobPage, PostJobPage } from './components/post-job-page';
export { validateJobForm, JOB_FORM_MESSAGES } from './lib/validate-job-form';
export type { JobDraft } from './lib/job-draft';
