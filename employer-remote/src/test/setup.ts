import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // Forms keep drafts in sessionStorage (shared-auth's useDraft): every test starts without one.
  sessionStorage.clear();
});
