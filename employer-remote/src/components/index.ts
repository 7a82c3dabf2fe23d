export { PageHeader } from './page-header';
export { PageFallback } from './page-fallback';
export { FormField, FieldError, fieldAria, inputClass } from './form-field';
