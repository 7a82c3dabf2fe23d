// Public surface of the auth feature: the route elements of /login and /signup (loaded on demand).
export { LoginPage, SignupPage } from './components/lazy-pages';
