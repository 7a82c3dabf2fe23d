export { CompanyProfilePage } from './components/company-profile-page';
