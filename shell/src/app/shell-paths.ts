// The URLs the shell serves itself (landing, login, signup). A module of its own, free of imports, because
// the entry chunk needs it before any shared module has loaded: a cold load anywhere else starts fetching
// the remote that owns the URL at once (../federation/early-start.ts).

/** Paths of the shell's own pages, as react-router's routes declare them (see ./router.tsx). */
export const SHELL_PATHS = { landing: '/', login: '/login', signup: '/signup' } as const;

const OWN = new Set<string>(Object.values(SHELL_PATHS));

/**
 * Whether the shell itself serves `pathname`, matched as react-router matches these static paths: case
 * does not matter, nor a trailing slash.
 */
export function isShellPath(pathname: string): boolean {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return OWN.has(trimmed.toLowerCase());
}
