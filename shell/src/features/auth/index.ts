// Public surface of the auth feature: the routes of /login, /signup, /forgot-password and /reset-password
// (their pages load on demand).
export { forgotPasswordRoute, loginRoute, resetPasswordRoute, signupRoute } from './components/lazy-pages';
