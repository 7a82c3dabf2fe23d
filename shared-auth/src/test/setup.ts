import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Drafts and the session-expired notice live in sessionStorage: every test starts without them.
  sessionStorage.clear();
});
