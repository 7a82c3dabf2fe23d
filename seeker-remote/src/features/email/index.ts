export { EmailPreferences } from './components/email-preferences';
export { Unsubscribe } from './components/unsubscribe';
export { VerifyEmail } from './components/verify-email';
export { resendVerification } from './api/mail-api';
export { EmailStatus } from './components/email-status';
