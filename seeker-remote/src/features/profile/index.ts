export { ProfileForm } from './components/profile-form';
export { ATTACH_RESUME_KEY, useAttachResume } from './hooks/use-profile-mutations';
export { fileNameOf, resolveFileUrl } from './file-url';
export { ResumeSheet } from './components/resume-sheet';
export { PasswordSettings } from './components/password-settings';
export { DiscoverySettings } from './components/discovery-settings';
export { discoveryKeys } from './api/discovery-api';
