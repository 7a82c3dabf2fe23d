import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy/waitFor wait up to 15 s, a bound that only stops a hang: npm test runs the unit tests at a lower
// CPU priority, beside the build and the browser tests on two cores, and a page that answers in 50 ms
// alone has taken seconds there. A wrong page still fails, later.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
});
