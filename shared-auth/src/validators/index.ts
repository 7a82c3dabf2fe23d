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
  ACCOUNT_RULE_MESSAGES as RULES,
} from '@portal/contracts/rules';

export { IMAGE_ACCEPT, RESUME_ACCEPT } from '@portal/contracts/rules';

/** The account rules' messages, under the name the apps already use. */
export const VALIDATION_MESSAGES = {
  emailRequired: RULES.emailRequired,
  emailInvalid: RULES.emailInvalid,
  passwordRequired: RULES.passwordRequired,
  passwordLength: RULES.passwordLength,
  passwordLowercase: RULES.passwordLowercase,
  passwordUppercase: RULES.passwordUppercase,
  passwordNumber: RULES.passwordNumber,
  fullNameRequired: RULES.fullNameRequired,
  roleRequired: RULES.roleRequired,
  avatarType: RULES.avatarType,
  avatarSize: RULES.avatarSize,
  resumeType: RULES.resumeType,
  resumeSize: RULES.resumeSize,
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
