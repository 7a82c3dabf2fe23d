// Small in-memory budgets, on the app's clock (tests move it), for actions that send e-mail on someone's
// request: how often one key (an account, an address) may do something, and when its next mail may go.
// Kept in memory like the sign-in backoff: a restart or a QA reset forgets them.
import type { Clock } from './clock.js';

/** Keys kept at most; past it, keys not used within the window are forgotten first. */
const MAX_KEYS = 50_000;

export interface BudgetRule {
  /** Uses allowed per window. */
  max: number;
  windowMs: number;
  /** Least time between two uses. */
  cooldownMs: number;
}

/** At most `max` uses of a key per window, at least `cooldownMs` apart. */
export class Budget {
  private readonly uses = new Map<string, number[]>();

  constructor(
    private readonly clock: Clock,
    readonly rule: BudgetRule,
  ) {}

  /** Spends one use of `key` if it may: 0, else how long (ms) until it may (nothing spent). */
  take(key: string): number {
    const now = this.clock();
    const recent = (this.uses.get(key) ?? []).filter((at) => at > now - this.rule.windowMs);
    const last = recent[recent.length - 1];
    if (last !== undefined && now - last < this.rule.cooldownMs) return this.rule.cooldownMs - (now - last);
    if (recent.length >= this.rule.max) return recent[0]! + this.rule.windowMs - now;
    recent.push(now);
    this.uses.delete(key);
    this.uses.set(key, recent);
    if (this.uses.size > MAX_KEYS) {
      for (const [k, list] of this.uses) {
        if (this.uses.size <= MAX_KEYS / 2) break;
        if (list[list.length - 1]! <= now - this.rule.windowMs || this.uses.size > MAX_KEYS)
          this.uses.delete(k);
      }
    }
    return 0;
  }

  clear(): void {
    this.uses.clear();
  }
}

export interface PaceRule {
  /** Mails one origin may have sent at once (per window). */
  burst: number;
  windowMs: number;
  /** Past the burst, one mail per this long. */
  spacingMs: number;
}

/**
 * When the next mail of an origin (the client address that asked for it) may go: its first `burst` mails
 * at once, the rest one per `spacingMs`. A flood from one address then waits its turn instead of standing
 * between everyone else and their mail: the worker sends what is due first.
 */
export class Pacer {
  private readonly origins = new Map<string, { since: number; count: number; next: number }>();

  constructor(
    private readonly clock: Clock,
    readonly rule: PaceRule,
  ) {}

  /** How long (ms) the origin's next mail waits before it is due: 0 within its burst. */
  delay(origin: string): number {
    const now = this.clock();
    let state = this.origins.get(origin);
    if (!state || now - state.since >= this.rule.windowMs) {
      state = { since: now, count: 0, next: now };
      this.origins.delete(origin);
      this.origins.set(origin, state);
      if (this.origins.size > MAX_KEYS) this.origins.delete(this.origins.keys().next().value!);
    }
    state.count++;
    if (state.count <= this.rule.burst) return 0;
    state.next = Math.max(state.next, now) + this.rule.spacingMs;
    return state.next - now;
  }

  clear(): void {
    this.origins.clear();
  }
}
