export { getMyApplications } from './api/get-my-applications';
export { withdrawApplication } from './api/withdraw-application';
export {
  applicationKeys,
  myApplicationsQuery,
  APPLICATIONS_PAGE_SIZE,
  type MyApplicationsData,
} from './api/queries';
export { useWithdraw, withdrawErrorMessage } from './hooks/use-withdraw';
export { ApplicationList } from './components/application-list';
export { StatusFilter } from './components/status-filter';
export { WithdrawDialog } from './components/withdraw-dialog';
export { statusFromParams } from './status-param';
