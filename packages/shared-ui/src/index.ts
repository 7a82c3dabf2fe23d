// Public API of @portal/shared-ui, the portal's design system. This root entry is the Module Federation
// shared module the employer remote imports; it imports React only. The shell and the seeker remote import
// the subpaths ("@portal/shared-ui/button", "/field", …) instead, so a page bundles just the pieces it uses
// (a shared module is never tree-shaken). The form layer ("/form", react-hook-form) is a subpath only.
export * from './format/index';
export { cx } from './utils';
export { BRAND_NAME, CONTAINER, FOCUS_RING, GUTTER_X, HEADER_HEIGHT, TYPE } from './tokens';
export { useFocusTrap, getFocusable, type FocusTrapOptions } from './hooks/use-focus-trap';
export { useBodyScrollLock } from './hooks/use-body-scroll-lock';
export { usePopover, type Popover } from './hooks/use-popover';
export {
  Button,
  ButtonLink,
  buttonClasses,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonStyle,
  type ButtonVariant,
  type ButtonSize,
} from './components/button/index';
export { Logo, BrandMark, BrandLink, type BrandLinkProps } from './components/brand';
export {
  AuthLinks,
  HeaderBar,
  UserSummary,
  type HeaderBarProps,
  type UserSummaryProps,
} from './components/header';
export {
  Field,
  Input,
  Select,
  Textarea,
  CONTROL_CLASS,
  fieldErrorId,
  fieldHintId,
  type FieldProps,
  type FieldControlProps,
  type InputProps,
} from './components/field';
export { Alert, type AlertProps, type AlertTone } from './components/alert';
export { PageState, type PageStateProps, type PageStateKind } from './components/page-state';
export { Avatar, type AvatarProps, type AvatarSize } from './components/avatar';
export {
  Badge,
  ApplicationStatusBadge,
  JobStatusBadge,
  APPLICATION_STATUS_TONE,
  JOB_TYPE_TONE,
  jobTypeTone,
  type BadgeProps,
  type BadgeTone,
} from './components/badge';
export { Modal, type ModalProps } from './components/modal';
export { Drawer, type DrawerProps } from './components/drawer';
export { Skeleton } from './components/skeleton';
export { RelativeDate, type RelativeDateProps } from './components/relative-date';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { TalentCard, type TalentCardData, type TalentCardProps } from './components/talent-card';
export {
  isResumeEmpty,
  ResumeSections,
  resumePeriod,
  type ResumeData,
  type ResumeSectionsProps,
} from './components/resume-sections';
export { LoadingScreen, type LoadingScreenProps } from './components/loading-screen';
export { Spinner, type SpinnerProps } from './components/spinner';
export * from './components/icons';
export * from './page/index';
