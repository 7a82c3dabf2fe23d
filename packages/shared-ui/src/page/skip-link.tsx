import { cx } from '../utils';

/**
 * The id of every page's main landmark, whichever app renders it (the shell's pages, each remote's layout):
 * the skip link's target, as a plain link too (before the page's code runs, or where nothing handles the
 * click).
 */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to an element that may not be focusable by itself (a heading, a landmark). */
export function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus();
}

/**
 * "Skip to main content": the first Tab stop of every page, visible only while focused. It focuses the main
 * landmark (`#main-content` unless told otherwise), which a landmark cannot take by itself.
 */
export function SkipLink({
  targetId = MAIN_CONTENT_ID,
  className,
}: {
  targetId?: string;
  className?: string;
}) {
  return (
    <a
      href={`#${targetId}`}
      onClick={(event) => {
        const main = document.getElementById(targetId);
        if (!main) return;
        event.preventDefault();
        focusElement(main);
        main.scrollIntoView?.();
      }}
      className={cx(
        'sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-lg focus:bg-white',
        'focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:shadow-lg',
        'focus:outline-2 focus:outline-brand-600',
        className,
      )}
    >
      Skip to main content
    </a>
  );
}
