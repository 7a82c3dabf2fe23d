// The form validators of the account forms. They ARE the rules of `@portal/contracts/rules` (one source for
// the browser and the API): pure functions returning '' when valid, else the exact message the UI shows.
// Imported by the shell's signup/login forms and the seeker/employer profile pages.
import {
  checkEmail,
  checkFullName,
  checkImageFile,
  checkPassword,
  checkResumeFile,
  checkRole,
  RULE_MESSAGES,
} from '@portal/contracts/rules';

export { IMAGE_ACCEPT, RESUME_ACCEPT } from '@portal/contracts/rules';

/** The account messages (a subset of RULE_MESSAGES, under the names the apps already use). */
export const VALIDATION_MESSAGES = {
  emailRequired: RULE_MESSAGES.emailRequired,
  emailInvalid: RULE_MESSAGES.emailInvalid,
  passwordRequired: RULE_MESSAGES.passwordRequired,
  passwordLength: RULE_MESSAGES.passwordLength,
  passwordLowercase: RULE_MESSAGES.passwordLowercase,
  passwordUppercase: RULE_MESSAGES.passwordUppercase,
  passwordNumber: RULE_MESSAGES.passwordNumber,
  fullNameRequired: RULE_MESSAGES.fullNameRequired,
  roleRequired: RULE_MESSAGES.roleRequired,
  avatarType: RULE_MESSAGES.avatarType,
  avatarSize: RULE_MESSAGES.avatarSize,
  resumeType: RULE_MESSAGES.resumeType,
  resumeSize: RULE_MESSAGES.resumeSize,
} as const;

export const validateEmail = checkEmail;
export const validatePassword = checkPassword;
export const validateFullName = checkFullName;
export const validateRole = checkRole;
/** Signup avatar: optional; JPG/JPEG/PNG; at most 5 MB. */
export const validateAvatar = (file: File | null | undefined): string => checkImageFile(file);
/** Profile avatar / company logo: the same rule and messages as the signup avatar. */
export const validateImageFile = validateAvatar;
/** Seeker resume: optional; .pdf/.doc/.docx; at most 10 MB. */
export const validateResumeFile = (file: File | null | undefined): string => checkResumeFile(file);
