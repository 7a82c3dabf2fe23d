export { LoginPage } from './components/login-page';
export { SignupPage } from './components/signup-page';
