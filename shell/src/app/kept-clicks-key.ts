/**
 * Where the page's first script (./kept-clicks.ts) leaves the function that stops keeping clicks and hands
 * over the kept ones, for the shell's bootstrap to call right after hydrating.
 */
export const KEPT_CLICKS = '__PORTAL_KEPT_CLICKS__';
