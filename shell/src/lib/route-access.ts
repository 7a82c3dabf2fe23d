// The access rule (handle.auth) of whatever route serves a path, read from the live route tree, which
// includes every remote's routes once mounted. Lets shell code ask "may this role open that page?"
// without naming any remote's paths.
import type { RouteAuth } from '@portal/remote-contract';
import { matchRoutes, type RouteObject } from 'react-router-dom';

let tree: () => RouteObject[] = () => [];

/** Called by the router with a view of its (growing) route tree. */
export function setRouteTree(getRoutes: () => RouteObject[]): void {
  tree = getRoutes;
}

/** The innermost handle.auth along the routes that match `pathname`; undefined when none (or unknown yet). */
export function accessRuleAt(pathname: string): RouteAuth | undefined {
  const matches = matchRoutes(tree(), pathname) ?? [];
  let rule: RouteAuth | undefined;
  for (const { route } of matches) {
    const auth = (route.handle as { auth?: RouteAuth } | undefined)?.auth;
    if (auth) rule = auth;
  }
  return rule;
}
