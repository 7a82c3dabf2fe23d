import type { ReactNode } from 'react';
import { XIcon } from './icons';

/** The title bar shared by Modal and Drawer: the dialog's name (aria-labelledby target) and a Close button. */
export function DialogHeader({
  titleId,
  title,
  onClose,
  padding,
}: {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** Horizontal padding class of the bar, matching the dialog's body. */
  padding: string;
}) {
  return (
    <div className={`flex items-center justify-between gap-4 border-b border-gray-200 py-4 ${padding}`}>
      <h2 id={titleId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="cursor-pointer rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <XIcon className="h-5 w-5" />
      </button>
    </div>
  );
}
