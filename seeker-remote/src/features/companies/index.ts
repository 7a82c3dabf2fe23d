// Public surface of the companies feature (src/app imports only from here).
export {
  companyQuery,
  companyJobsQuery,
  companyKeys,
  companyPageOf,
  COMPANY_JOBS_PAGE_SIZE,
} from './api/queries';
export { organization } from './organization';
export { CompanyHead } from './components/company-head';
export { CompanyProfile } from './components/company-profile';
