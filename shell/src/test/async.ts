/** A promise whose settlement the test controls. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Waits until `check` passes, polling on the real setInterval: for a test that fakes the page's timeouts
 * (a redirect's delay) while a request goes on. Testing Library's waits settle on a setTimeout, and
 * vi.waitFor moves a faked clock as it polls; this moves nothing. The test's time-out bounds it.
 */
export function pollUntil(check: () => void, everyMs = 10): Promise<void> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      try {
        check();
      } catch {
        return;
      }
      clearInterval(timer);
      resolve();
    }, everyMs);
  });
}
