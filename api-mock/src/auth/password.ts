// Passwords: scrypt with a per-hash salt, parameters stored with the hash, timing-safe comparison.
import {
  randomBytes,
  scrypt as scryptCb,
  scryptSync,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { checkPassword } from '@portal/contracts/rules';

/** Sound default (OWASP: N=2^15 or more with r=8; 2^14 keeps a login under ~50 ms on this machine). */
export const DEFAULT_SCRYPT_COST = 16384;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

function options(cost: number): ScryptOptions {
  return { N: cost, r: 8, p: 1, maxmem: 256 * cost * 8 + 1024 * 1024 };
}

function format(cost: number, salt: Buffer, key: Buffer): string {
  return `scrypt$${cost}$8$1$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function hashPassword(password: string, cost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  return format(cost, salt, await scrypt(password, salt, KEYLEN, options(cost)));
}

/** Synchronous variant with a caller-supplied salt (deterministic seed data). */
export function hashPasswordSync(password: string, salt: Buffer, cost = DEFAULT_SCRYPT_COST): string {
  return format(cost, salt, scryptSync(password, salt, KEYLEN, options(cost)));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const cost = Number(parts[1]);
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (!Number.isInteger(cost) || cost < 2 || expected.length === 0) return false;
  const actual = await scrypt(password, salt, expected.length, options(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The shared password rules (`@portal/contracts/rules`), in their order and wording. */
export function passwordProblem(password: string): string | null {
  return checkPassword(password) || null;
}
