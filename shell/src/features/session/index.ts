// What the shell does when the API refuses the session of a request (shared-auth asks its host).
export { startOverAtRoot } from './start-over-at-root';
