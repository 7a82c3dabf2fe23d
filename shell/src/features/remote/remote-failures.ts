// Why the last navigation to a path found no page: the remote that could not be loaded (null: unknown
// which). Written by the mounting code, read by the catch-all route's loader, which is part of every page
// and so must not carry the mounting code itself.
const failures = new Map<string, { remote: string | null }>();

export const failureAt = (pathname: string) => failures.get(pathname) ?? null;

export function recordFailure(pathname: string, remote: string | null): void {
  failures.set(pathname, { remote });
}

export function clearFailure(pathname: string): void {
  failures.delete(pathname);
}
