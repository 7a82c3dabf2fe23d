import type { ApplicationStatus as Status } from '@portal/contracts/constants';
import { ApplicationStatusBadge } from '@portal/shared-ui/badge';
import { focusElement } from '@portal/shared-ui/page';
import { cx } from '@portal/shared-ui/utils';
import { useEffect, useRef } from 'react';

export interface ApplicationStatusProps {
  status: Status;
  /** Shows "Application status:" before the badge (the job page); on a card it is for screen readers only. */
  showLabel?: boolean;
  /**
   * Moves keyboard focus here when it turns true: right after applying, the Apply button the person used is
   * gone, and the status that replaced it is where they are (and what a screen reader should read).
   */
  focus?: boolean;
  /** Called once focus has moved here (so a later re-render does not take it again). */
  onFocused?: () => void;
  className?: string;
}

/** The caller's application status in place of Apply Now (badge colours by status). */
export function ApplicationStatus({
  status,
  showLabel = false,
  focus = false,
  onFocused,
  className,
}: ApplicationStatusProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const focused = useRef(onFocused);
  focused.current = onFocused;
  useEffect(() => {
    if (!focus || !ref.current) return;
    focusElement(ref.current);
    focused.current?.();
  }, [focus]);
  return (
    <span
      ref={ref}
      tabIndex={-1}
      className={cx(
        'relative z-10 inline-flex items-center gap-2 rounded-md text-sm text-gray-600',
        className,
      )}
    >
      <span className={showLabel ? undefined : 'sr-only'}>Application status:</span>{' '}
      <ApplicationStatusBadge status={status} />
    </span>
  );
}
