import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that opens a panel beside it (the user menu, the notifications): open state, ids for
 * aria-controls, and closing on Escape (focus back on the button) or on a pointer press outside.
 */
export function usePopover() {
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
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
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
