// Loaded before every e2e file (vitest setupFiles): a test during which the browser reported a
// Content-Security-Policy violation fails, naming the page and what was blocked (every page of the site
// must work under the policy the static server, or the deployment, sends), and so does one during which a
// page the server rendered did not hydrate as it was (React reported a mismatch).
import { afterEach } from 'vitest';
import { takeCspViolations, takeHydrationErrors } from './harness';

afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0) {
    throw new Error(`The browser reported Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
  }
});

afterEach(() => {
  const mismatches = takeHydrationErrors();
  if (mismatches.length > 0) {
    throw new Error(`A page did not hydrate as the server rendered it:\n  ${mismatches.join('\n  ')}`);
  }
});
