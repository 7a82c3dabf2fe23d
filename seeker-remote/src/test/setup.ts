import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';

// jsdom lacks matchMedia (react-hot-toast asks for prefers-reduced-motion).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  cleanup();
  toast.remove();
  vi.useRealTimers();
  localStorage.clear();
  // Forms keep drafts in sessionStorage (shared-auth's useDraft): every test starts without one.
  sessionStorage.clear();
});
