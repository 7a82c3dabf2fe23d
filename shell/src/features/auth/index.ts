// Public surface of the auth feature: the routes of /login and /signup (their pages load on demand).
export { loginRoute, signupRoute } from './components/lazy-pages';
