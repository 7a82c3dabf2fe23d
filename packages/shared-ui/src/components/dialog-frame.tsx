import { useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock';
import { useFocusTrap } from '../hooks/use-focus-trap';
import { XIcon } from './icons';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Classes of the full-screen layer that positions the panel. */
  layerClassName: string;
  /** Classes of the panel itself. */
  panelClassName: string;
  /** Horizontal padding of the title bar, matching the dialog's body. */
  headerPadding: string;
  children?: ReactNode;
}

const subscribeNever = () => () => undefined;

/**
 * What Modal and Drawer share: rendered into document.body, a backdrop that closes on click, a panel with
 * role dialog + aria-modal labelled by its title, focus trapped inside (Escape closes, focus restored),
 * page scroll locked, and the title bar with a Close button.
 */
export function DialogFrame({
  open,
  onClose,
  title,
  layerClassName,
  panelClassName,
  headerPadding,
  children,
}: DialogFrameProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // A dialog open in a page's address (an applicant over the list) opens once the page has come alive: the
  // server renders no dialog (it has no document.body to put one in), and the page's first render in the
  // browser must be the server's. Its focus and the page's scroll are taken when it shows.
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const shown = open && inBrowser;
  useFocusTrap(panelRef, shown, { onEscape: onClose });
  useBodyScrollLock(shown);

  if (!shown) return null;
  return createPortal(
    <div className={layerClassName}>
      <div className="absolute inset-0 bg-black/50 animate-fade-in" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={panelClassName}
      >
        <div
          className={`flex items-center justify-between gap-4 border-b border-gray-200 py-4 ${headerPadding}`}
        >
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
        {children}
      </div>
    </div>,
    document.body,
  );
}
