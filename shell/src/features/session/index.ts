// What the shell does when the API refuses the session of a request (shared-auth asks its host): the
// person signs in again over the page (SessionRefusedHost, in the root layout), or starts over at the root.
export { askToSignInAgain } from './re-sign-in';
export { SessionRefusedHost } from './session-refused-host';
export { startOverAtRoot } from './start-over-at-root';
