// Loaded before every e2e file (vitest setupFiles): a test during which the browser reported a
// Content-Security-Policy violation fails, naming the page and what was blocked. Every page of the site
// must work under the policy the static server (or the deployment) sends.
import { afterEach } from 'vitest';
import { takeCspViolations } from './harness';

afterEach(() => {
  const violations = takeCspViolations();
  if (violations.length > 0) {
    throw new Error(`The browser reported Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
  }
});
