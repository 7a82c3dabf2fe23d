import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy/waitFor wait up to 15 s, a bound that only stops a hang: npm test runs the unit tests at a lower
// CPU priority, beside the build and the browser tests on two cores, and a page that answers in 50 ms
// alone has taken seconds there. A wrong page still fails, later.
configure({ asyncUtilTimeout: 15_000 });

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
