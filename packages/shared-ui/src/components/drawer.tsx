import type { ReactNode } from 'react';
import { cx } from '../utils';
import { DialogFrame } from './dialog-frame';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  side?: 'left' | 'right';
  children?: ReactNode;
  className?: string;
}

/** A slide-in side panel (mobile filters, employer menu) with the same a11y rules as Modal. */
export function Drawer({ open, onClose, title, side = 'left', children, className }: DrawerProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      layerClassName="fixed inset-0 z-50"
      panelClassName={cx(
        'absolute inset-y-0 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl',
        side === 'left' ? 'left-0 animate-slide-in-left' : 'right-0 animate-slide-in-right',
        className,
      )}
      headerPadding="px-4"
    >
      <div className="flex-1 overflow-y-auto p-4">{children}</div>
    </DialogFrame>
  );
}
