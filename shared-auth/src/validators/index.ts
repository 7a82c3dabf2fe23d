// Form validators of SPEC §5. Pure functions: '' when the value is valid, else the exact message the UI shows
// (spelling included). Imported by the shell's signup/login forms and the seeker/employer profile pages.
import { LIMITS } from '@portal/contracts/constants';

export const VALIDATION_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Enter valid email address',
  passwordRequired: 'Password is required',
  passwordLength: 'password must be atleast 8 characters',
  passwordLowercase: 'password must contain at least one lowercase letter',
  passwordUppercase: 'password must contain at least one uppercase letter',
  passwordNumber: 'password must contain at least one number',
  fullNameRequired: 'Enter full name',
  roleRequired: 'Please select a role',
  avatarType: 'Avatar must be a JPG or a PNG file',
  avatarSize: 'Avatar must be less than 5MB.',
  resumeType: 'Resume must be a PDF, DOC or DOCX file',
  resumeSize: 'Resume must be less than 10MB.',
} as const;

/** {something}@{something}.{something}, no whitespace anywhere. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmail(email: string | null | undefined): string {
  const value = email ?? '';
  if (!value.trim()) return VALIDATION_MESSAGES.emailRequired;
  if (!EMAIL_PATTERN.test(value)) return VALIDATION_MESSAGES.emailInvalid;
  return '';
}

export function validatePassword(password: string | null | undefined): string {
  const value = password ?? '';
  if (!value) return VALIDATION_MESSAGES.passwordRequired;
  if (value.length < LIMITS.passwordMinLength) return VALIDATION_MESSAGES.passwordLength;
  if (!/[a-z]/.test(value)) return VALIDATION_MESSAGES.passwordLowercase;
  if (!/[A-Z]/.test(value)) return VALIDATION_MESSAGES.passwordUppercase;
  if (!/\d/.test(value)) return VALIDATION_MESSAGES.passwordNumber;
  return '';
}

export function validateFullName(name: string | null | undefined): string {
  return (name ?? '').trim() ? '' : VALIDATION_MESSAGES.fullNameRequired;
}

export function validateRole(role: string | null | undefined): string {
  return role === 'jobseeker' || role === 'employeer' ? '' : VALIDATION_MESSAGES.roleRequired;
}

const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const IMAGE_EXTENSIONS = /\.(jpe?g|png)$/i;

function isAcceptedImage(file: File): boolean {
  // Trust the MIME type when the browser gives one; fall back to the extension when it does not.
  return file.type ? IMAGE_TYPES.has(file.type.toLowerCase()) : IMAGE_EXTENSIONS.test(file.name);
}

/** Signup avatar: optional; JPG/JPEG/PNG; at most 5 MB. */
export function validateAvatar(file: File | null | undefined): string {
  if (!file) return '';
  if (!isAcceptedImage(file)) return VALIDATION_MESSAGES.avatarType;
  if (file.size > LIMITS.avatarMaxBytes) return VALIDATION_MESSAGES.avatarSize;
  return '';
}

/** Profile avatar / company logo: images only (JPG/PNG, at most 5 MB); same messages as the signup avatar. */
export function validateImageFile(file: File | null | undefined): string {
  return validateAvatar(file);
}

const RESUME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);
const RESUME_EXTENSIONS = /\.(pdf|docx?)$/i;

/** Seeker resume: optional; .pdf/.doc/.docx; at most 10 MB. */
export function validateResumeFile(file: File | null | undefined): string {
  if (!file) return '';
  const typeOk = RESUME_EXTENSIONS.test(file.name) || RESUME_TYPES.has(file.type.toLowerCase());
  if (!typeOk) return VALIDATION_MESSAGES.resumeType;
  if (file.size > LIMITS.resumeMaxBytes) return VALIDATION_MESSAGES.resumeSize;
  return '';
}

/** `accept` attributes for the matching file inputs. */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png';
export const RESUME_ACCEPT = '.pdf,.doc,.docx';
