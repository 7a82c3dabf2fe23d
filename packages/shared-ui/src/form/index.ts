// `@portal/shared-ui/form`: the form layer (react-hook-form + the portal's conventions) over the one Field.
// A subpath of its own, so that pages without a form never load react-hook-form.
export {
  usePortalForm,
  rulesResolver,
  type PortalForm,
  type PortalFormOptions,
  type PortalRegisterReturn,
  type FormRules,
  type FieldRule,
  type FeedbackMode,
} from './use-portal-form';
export { FormField, type FormFieldProps } from './form-field';
export { AccountSecurity, PASSWORDS_DIFFER, type AccountSecurityProps } from './account-security';
