import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

/**
 * A button that opens a panel beside it (the user menu, the notifications): open state, ids for
 * aria-controls, and closing on Escape (focus back on the button), on a pointer press outside, or when the
 * keyboard's focus leaves it (Tab past its last item): an open menu left behind covered the page.
 */
export function usePopover(): Popover {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    // Focus moving to something outside closes it; focus going nowhere (the window lost it, or the item
    // that had it went away) leaves it open.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
    };
    const root = rootRef.current;
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      root?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((value) => !value), []);

  return {
    open,
    close,
    toggle,
    rootRef,
    buttonRef,
    buttonProps: { 'aria-expanded': open, 'aria-controls': open ? panelId : undefined },
    panelId,
  };
}

export interface Popover {
  open: boolean;
  close: () => void;
  toggle: () => void;
  /** On the element holding the button and the panel. */
  rootRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Spread on the button. */
  buttonProps: { 'aria-expanded': boolean; 'aria-controls': string | undefined };
  /** The panel's id. */
  panelId: string;
}
