import type { ReactNode } from 'react';
import { cx } from '../utils';
import { DialogFrame } from './dialog-frame';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  /** Extra classes for the panel (e.g. a max width). */
  className?: string;
}

/**
 * An accessible dialog rendered into document.body: role dialog + aria-modal, labelled by its title, focus
 * trapped inside and restored on close, Escape or a backdrop click closes it.
 */
export function Modal({ open, onClose, title, children, footer, className }: ModalProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      layerClassName="fixed inset-0 z-50 flex items-center justify-center p-4"
      panelClassName={cx(
        'relative flex max-h-[90vh] w-full max-w-lg flex-col overflow-hidden rounded-xl bg-white shadow-xl animate-fade-in',
        className,
      )}
      headerPadding="px-6"
    >
      <div className="overflow-y-auto px-6 py-4">{children}</div>
      {footer && <div className="flex justify-end gap-3 border-t border-gray-200 px-6 py-4">{footer}</div>}
    </DialogFrame>
  );
}
