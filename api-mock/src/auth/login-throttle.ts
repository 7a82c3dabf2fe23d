// Brute-force protection for sign-in, per account AND client (the client's address).
//
// - An attempt takes its slot synchronously, before the password is hashed: parallel guesses cannot all
//   slip through while the first ones are still being checked.
// - Each (account, client) pair has a few free failures; after them it may try one at a time, each new
//   failure doubling the wait (1 s, 2 s, 4 s … up to 15 minutes). A success clears the pair.
// - Another client's failures never lock anyone out: a clean client always gets its first attempt, so the
//   right password from the real user's browser works while someone elsewhere is guessing. When an account
//   sees many failures from anywhere, each client gets only one free failure on it.
// Kept in memory (a restart or a QA reset clears it), bounded in size.

export const FREE_FAILURES = 5;
/** Free failures per client once the account is under attack. */
export const FREE_FAILURES_UNDER_ATTACK = 1;
/** Failures on one account, from all clients within the window, that mean "under attack". */
export const ATTACK_THRESHOLD = 20;
export const WINDOW_MS = 15 * 60 * 1000;
export const FIRST_WAIT_MS = 1000;
export const MAX_WAIT_MS = 15 * 60 * 1000;
const MAX_ENTRIES = 100_000;

interface ClientEntry {
  failures: number;
  inFlight: number;
  lockedUntil: number;
  last: number;
}
interface AccountEntry {
  failures: number;
  since: number;
}

export type Attempt =
  | { ok: true; /** Reports the outcome of the password check. */ done(success: boolean): void }
  | { ok: false; retryAfterMs: number };

export class LoginThrottle {
  private readonly clients = new Map<string, ClientEntry>();
  private readonly accounts = new Map<string, AccountEntry>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  private account(email: string, now: number): AccountEntry {
    let a = this.accounts.get(email);
    if (!a || now - a.since > WINDOW_MS) {
      a = { failures: 0, since: now };
      this.remember(this.accounts, email, a);
    }
    return a;
  }

  /** Takes a slot for one password check, or says how long to wait. */
  begin(email: string, client: string): Attempt {
    const now = this.now();
    const key = `${email}\n${client}`;
    let e = this.clients.get(key);
    // Old failures are forgiven after a quiet window.
    if (e && e.inFlight === 0 && now - e.last > WINDOW_MS) e = undefined;
    if (!e) e = { failures: 0, inFlight: 0, lockedUntil: 0, last: now };
    if (e.lockedUntil > now) return { ok: false, retryAfterMs: e.lockedUntil - now };
    const free =
      this.account(email, now).failures >= ATTACK_THRESHOLD ? FREE_FAILURES_UNDER_ATTACK : FREE_FAILURES;
    const allowed = e.failures < free ? e.failures + e.inFlight < free : e.inFlight === 0;
    if (!allowed) return { ok: false, retryAfterMs: FIRST_WAIT_MS };
    e.inFlight++;
    e.last = now;
    this.remember(this.clients, key, e);
    const entry = e;
    let reported = false;
    return {
      ok: true,
      done: (success) => {
        if (reported) return;
        reported = true;
        entry.inFlight--;
        if (success) {
          entry.failures = 0;
          entry.lockedUntil = 0;
          if (entry.inFlight === 0) this.clients.delete(key);
          return;
        }
        const at = this.now();
        entry.failures++;
        entry.last = at;
        this.account(email, at).failures++;
        if (entry.failures >= free) {
          const wait = Math.min(FIRST_WAIT_MS * 2 ** (entry.failures - free), MAX_WAIT_MS);
          entry.lockedUntil = Math.max(entry.lockedUntil, at + wait);
        }
      },
    };
  }

  clear(): void {
    this.clients.clear();
    this.accounts.clear();
  }

  /** Forgets the account's failures, from every address (its password was just reset by its owner). */
  forgive(email: string): void {
    this.accounts.delete(email);
    const prefix = `${email}\n`;
    for (const key of this.clients.keys()) if (key.startsWith(prefix)) this.clients.delete(key);
  }

  /** Map insertion order as recency: re-inserting moves an entry to the end; the oldest go first. */
  private remember<V>(map: Map<string, V>, key: string, value: V): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value as string);
  }
}
