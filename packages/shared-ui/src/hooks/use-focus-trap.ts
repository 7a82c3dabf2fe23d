import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The keyboard-focusable elements inside `container`, in DOM order. */
export function getFocusable(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[inert]'),
  );
}

export interface FocusTrapOptions {
  /** Called on Escape while the trap is active. */
  onEscape?: () => void;
  /** Element to focus first; default: the first focusable element, else the container. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Give focus back to the previously focused element when the trap ends (default true). */
  restoreFocus?: boolean;
}

/**
 * Keeps keyboard focus inside `ref` while `active`: focuses the first focusable element on activation, cycles
 * Tab / Shift+Tab at the edges, pulls stray focus back in, optionally handles Escape, and restores the focus
 * to where it was when the trap ends.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  options: FocusTrapOptions = {},
): void {
  const optionsRef = useRef(options);
  optionsRef.current = options;

  useEffect(() => {
    if (!active) return;
    const container = ref.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const first = optionsRef.current.initialFocus?.current ?? getFocusable(container)[0];
    if (first) first.focus();
    else {
      if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
      container.focus();
    }

    function onKeyDown(event: KeyboardEvent) {
      if (!container) return;
      if (event.key === 'Escape' && optionsRef.current.onEscape) {
        event.stopPropagation();
        optionsRef.current.onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusable(container);
      if (focusable.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const firstEl = focusable[0]!;
      const lastEl = focusable[focusable.length - 1]!;
      const current = document.activeElement;
      if (event.shiftKey && (current === firstEl || !container.contains(current))) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (current === lastEl || !container.contains(current))) {
        event.preventDefault();
        firstEl.focus();
      }
    }

    function onFocusIn(event: FocusEvent) {
      if (container && event.target instanceof Node && !container.contains(event.target)) {
        (getFocusable(container)[0] ?? container).focus();
      }
    }

    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
      if (optionsRef.current.restoreFocus !== false && previous && previous.isConnected) previous.focus();
    };
  }, [active, ref]);
}
