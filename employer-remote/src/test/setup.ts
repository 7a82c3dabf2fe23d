import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 5 s: the whole suite shares two cores with the build and the browser tests,
// and a page that answers in 50 ms alone can take over a second then. A wrong page still fails, later.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // Tests that act on a phone install a matchMedia; the others run without one (a wide screen).
  Reflect.deleteProperty(window, 'matchMedia');
  // Forms keep drafts in sessionStorage (shared-auth's useDraft): every test starts without one.
  sessionStorage.clear();
});
