// Button, ButtonLink and their shared look, in separate modules so that a page with only links that look
// like buttons (the landing page) bundles neither Button nor its spinner.
export { Button, type ButtonProps } from './button';
export { ButtonLink, type ButtonLinkProps } from './button-link';
export { buttonClasses, type ButtonStyle, type ButtonVariant, type ButtonSize } from './button-look';
