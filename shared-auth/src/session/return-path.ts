// Where a person was, carried across a lost session or a sign-in, and only ever a path on this site: an
// absolute URL, a protocol-relative "//host" or "/\host" (which browsers read as "//host"), or control
// characters would turn "take me back" into "take me elsewhere".

const BASE = 'http://portal.invalid';
const MAX_LENGTH = 2048;

/** The same-origin relative path (path + query + hash) `value` stands for, or null when it is not one. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes count as slashes in browsers' URL parsing; control characters have no place in a path.
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f'))
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The page the browser shows now, as a return path. */
export function currentPath(): string | null {
  if (typeof window === 'undefined') return null;
  const { pathname, search, hash } = window.location;
  return safeReturnPath(`${pathname}${search}${hash}`);
}
