// What first-card.mjs's init script leaves on the page's window: when the first job card appeared.
declare global {
  interface Window {
    __firstCard: number;
  }
}

export {};
