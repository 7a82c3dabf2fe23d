// Public API of @portal/shared-ui: presentational primitives, formatters and (via "./theme.css") the theme.
export * from './format/index';
export { cx } from './utils';
export { useFocusTrap, getFocusable, type FocusTrapOptions } from './hooks/use-focus-trap';
export { useBodyScrollLock } from './hooks/use-body-scroll-lock';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
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
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { LoadingScreen, type LoadingScreenProps } from './components/loading-screen';
export { Spinner, type SpinnerProps } from './components/spinner';
export * from './components/icons';
