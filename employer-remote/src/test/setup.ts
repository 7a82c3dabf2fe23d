import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Tests that act on a phone install a matchMedia; the others run without one (a wide screen).
  Reflect.deleteProperty(window, 'matchMedia');
  // Forms keep drafts in sessionStorage (shared-auth's useDraft): every test starts without one.
  sessionStorage.clear();
});
