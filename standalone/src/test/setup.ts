import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait 1 s by default: a lazy chunk or a 500 ms debounce takes longer when npm test
// runs every stage at once on two cores. The wait only stops a hang, so it is wide.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
});
