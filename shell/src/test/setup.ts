import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
