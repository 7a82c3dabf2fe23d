export { ProfileForm } from './components/profile-form';
export { useProfileForm } from './hooks/use-profile-form';
export { updateProfile, uploadAvatar, uploadResume, deleteResume } from './api/profile-api';
