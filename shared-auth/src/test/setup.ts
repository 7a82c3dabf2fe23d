import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Drafts and the session-expired notice live in sessionStorage: every test starts without them (tests
  // that run in Node, like the API record, have no storage to clear).
  globalThis.sessionStorage?.clear();
});
