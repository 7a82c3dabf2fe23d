// Brute-force protection per account (not per IP, so a test run may register and sign in many users).
export const MAX_FAILURES = 10;
export const LOCK_MS = 15 * 60 * 1000;

export class LoginLockout {
  private readonly entries = new Map<string, { failures: number; lockedUntil: number }>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** Milliseconds left on a lock, or 0. */
  lockedFor(email: string): number {
    const e = this.entries.get(email);
    if (!e) return 0;
    const left = e.lockedUntil - this.now();
    return left > 0 ? left : 0;
  }

  fail(email: string): void {
    const e = this.entries.get(email) ?? { failures: 0, lockedUntil: 0 };
    e.failures++;
    if (e.failures >= MAX_FAILURES) {
      e.failures = 0;
      e.lockedUntil = this.now() + LOCK_MS;
    }
    this.entries.set(email, e);
    if (this.entries.size > 100_000) this.entries.delete(this.entries.keys().next().value as string);
  }

  succeed(email: string): void {
    this.entries.delete(email);
  }

  clear(): void {
    this.entries.clear();
  }
}
