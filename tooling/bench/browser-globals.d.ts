// What the bench's init scripts (observeVitals in lib.mjs) leave on the page's window, for the functions
// that run-all.mjs hands to page.evaluate to read back.
declare global {
  interface Window {
    __cls: number;
    __lcp: number;
    __lastLongTask: number;
  }
}

export {};
