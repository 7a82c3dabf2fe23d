import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy… and waitFor wait 1 s by default: a lazy chunk or a 500 ms debounce takes longer when npm test
// runs every stage at once on two cores. The wait only stops a hang, so it is wide.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no object URLs; the signup avatar preview uses them.
if (typeof window !== 'undefined' && typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => `blob:http://localhost/preview-${++next}`;
}
if (typeof window !== 'undefined' && typeof URL.revokeObjectURL !== 'function')
  URL.revokeObjectURL = () => undefined;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // (The server's tests run on Node, without the browser's storage.)
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
