// URL patterns: the remotes' claims (declared in their manifests) and the patterns their route objects
// actually serve. Matching uses react-router's own matcher and ranking, so a claim means exactly what a
// route with that path would match.
import { matchPath, matchRoutes, type RouteObject } from 'react-router';
import { joinPath } from './validate';

interface RouteLike {
  path?: string;
  index?: boolean;
  children?: RouteLike[];
}

/** The absolute pattern of every route in the tree that can match a URL (layouts and pages). */
export function routePatterns(routes: readonly RouteLike[], parent = ''): string[] {
  const patterns: string[] = [];
  for (const route of routes) {
    const path = typeof route.path === 'string' ? joinPath(parent || '/', route.path) : parent;
    if (typeof route.path === 'string') patterns.push(path);
    if (route.index) patterns.push(parent || '/');
    if (route.children) patterns.push(...routePatterns(route.children, path));
  }
  return [...new Set(patterns)];
}

/** A concrete URL a pattern matches: each `:param` becomes a value, `*` two segments, `?` kept. */
export function samplePath(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      if (segment === '*') return 'any/thing';
      const optional = segment.endsWith('?');
      const bare = optional ? segment.slice(0, -1) : segment;
      return bare.startsWith(':') ? 'x1' : bare;
    });
  return `/${segments.join('/')}`;
}

/** A plain (uninstantiated) copy of a route tree, enough for matching. */
function skeleton(routes: readonly RouteLike[]): RouteObject[] {
  return routes.map((route): RouteObject =>
    route.index
      ? { index: true }
      : {
          ...(route.path !== undefined ? { path: route.path } : {}),
          ...(route.children ? { children: skeleton(route.children) } : {}),
        },
  );
}

const claimed = (claims: readonly string[], path: string) =>
  claims.some((claim) => matchPath({ path: claim, end: true }, path) !== null);

/**
 * Compares a remote's declared claims with its route objects. Every URL a route serves must be claimed
 * (or the shell would never send it to this remote) and every claim must be served by a route (or the
 * remote would own URLs it cannot show). Returns the problems; empty when they agree.
 */
export function compareClaims(claims: readonly string[], routes: readonly RouteLike[]): string[] {
  const problems: string[] = [];
  const tree = skeleton(routes);
  for (const pattern of routePatterns(routes)) {
    if (!claimed(claims, samplePath(pattern))) {
      problems.push(`route "${pattern}" is not in the declared route patterns, so the shell never loads it`);
    }
  }
  for (const claim of claims) {
    if (!matchRoutes(tree, samplePath(claim))) {
      problems.push(`declared pattern "${claim}" is served by no route`);
    }
  }
  return problems;
}

export interface RemoteClaims {
  remote: string;
  patterns: readonly string[];
}

/**
 * Which remote owns `pathname`: react-router's ranking over every remote's claims, so the most specific
 * pattern wins (`/jobs/saved` over `/jobs/:jobId`). Null when nobody claims it.
 */
export function resolveOwner(pathname: string, remotes: readonly RemoteClaims[]): string | null {
  const routes = remotes.flatMap(({ remote, patterns }) =>
    patterns.map((path, i) => ({ id: `${remote}#${i}`, path, remote })),
  );
  const matches = matchRoutes(routes, pathname);
  const match = matches?.[matches.length - 1];
  return match ? match.route.remote : null;
}

/** Patterns claimed by more than one remote (a deployment mistake: the first registered one wins). */
export function conflictingClaims(remotes: readonly RemoteClaims[]): string[] {
  const owners = new Map<string, string[]>();
  for (const { remote, patterns } of remotes) {
    for (const pattern of patterns) owners.set(pattern, [...(owners.get(pattern) ?? []), remote]);
  }
  return [...owners]
    .filter(([, names]) => names.length > 1)
    .map(([pattern, names]) => `"${pattern}" is claimed by ${names.join(' and ')}`);
}

export interface Ownership {
  /** The remote that serves the path; null when no remote that answered claims it. */
  owner: string | null;
  /** Remotes whose claims could not be read (down, slow, or not speaking the contract). */
  failed: string[];
}

/**
 * Which remote serves `pathname`, asking every remote for its claims at once (`names` in the order they
 * were registered: the first wins a pattern two remotes claim). A claim equal to the path (no parameters)
 * cannot be outranked, so it answers without waiting for slower remotes. The browser and the shell's
 * server both find a URL's owner here; they differ only in how they read a remote's claims.
 */
export function findOwner(
  pathname: string,
  names: readonly string[],
  claimsOf: (name: string) => Promise<readonly string[]>,
  report: {
    /** A remote whose claims could not be read. */
    failed?: (name: string, error: unknown) => void;
    /** Each pattern two remotes both claim (a deployment mistake). */
    conflict?: (conflict: string) => void;
  } = {},
): Promise<Ownership> {
  return new Promise((resolve) => {
    const known: RemoteClaims[] = [];
    const failed: string[] = [];
    let settled = 0;
    const finish = () => {
      known.sort((a, b) => names.indexOf(a.remote) - names.indexOf(b.remote));
      for (const conflict of conflictingClaims(known)) report.conflict?.(conflict);
      resolve({ owner: resolveOwner(pathname, known), failed });
    };
    if (names.length === 0) finish();
    for (const name of names) {
      claimsOf(name)
        .then(
          (patterns) => {
            known.push({ remote: name, patterns });
            if (patterns.includes(pathname)) resolve({ owner: name, failed: [...failed] });
          },
          (error: unknown) => {
            report.failed?.(name, error);
            failed.push(name);
          },
        )
        .finally(() => {
          settled += 1;
          if (settled === names.length) finish();
        });
    }
  });
}
