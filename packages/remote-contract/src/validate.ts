// Run-time checks of what crosses the federation boundary. Nothing from a remote is trusted by its type:
// the shell checks every `./routes` module with these (and every manifest with manifest.ts) before it mounts
// anything, and a remote's contract test runs the very same functions against its built entry.
import {
  CONTRACT_VERSION,
  ROUTE_AUTH_VALUES,
  type RemoteEnv,
  type RemoteRoutesInstance,
  type RemoteRoutesModule,
} from './contract';

const ROUTES_NAME = 'the ./routes module';

/** A broken contract, with every problem found (not just the first). */
export class ContractError extends Error {
  constructor(
    readonly remote: string,
    readonly problems: string[],
  ) {
    super(`The "${remote}" remote breaks the remote contract:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ContractError';
  }
}

// Route properties react-router knows. Anything else is a typo (`component`, `loaders`) that would be
// silently ignored, so it is reported.
const ROUTE_KEYS = new Set([
  'id',
  'path',
  'index',
  'caseSensitive',
  'loader',
  'action',
  'shouldRevalidate',
  'middleware',
  'handle',
  'children',
  'lazy',
  'element',
  'errorElement',
  'hydrateFallbackElement',
  'Component',
  'ErrorBoundary',
  'HydrateFallback',
  'hasErrorBoundary',
]);
// What a `lazy()` function may return: everything but what matching needs (react-router ignores those with
// only a console warning, so they are errors here).
const LAZY_KEYS = new Set(
  [...ROUTE_KEYS].filter(
    (key) => !['id', 'path', 'index', 'caseSensitive', 'children', 'lazy'].includes(key),
  ),
);
const FUNCTION_KEYS = ['loader', 'action', 'shouldRevalidate', 'lazy'] as const;
const COMPONENT_KEYS = ['Component', 'ErrorBoundary', 'HydrateFallback'] as const;
const ELEMENT_KEYS = ['element', 'errorElement', 'hydrateFallbackElement'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A React component: a function, or a memo/forwardRef/lazy object. */
export const isComponent = (value: unknown): boolean =>
  typeof value === 'function' || (isRecord(value) && '$$typeof' in value);

/** A React element (`<Page />`) or null. */
const isElement = (value: unknown): boolean => value === null || (isRecord(value) && '$$typeof' in value);

function checkHandle(handle: unknown, where: string, leaf: boolean, problems: string[]): void {
  if (handle === undefined) {
    if (leaf) problems.push(`${where}: a page route needs handle.title`);
    return;
  }
  if (!isRecord(handle)) {
    problems.push(`${where}: handle must be an object`);
    return;
  }
  if (handle.title !== undefined && (typeof handle.title !== 'string' || !handle.title.trim())) {
    problems.push(`${where}: handle.title must be a non-empty string`);
  } else if (leaf && handle.title === undefined) {
    problems.push(`${where}: a page route needs handle.title`);
  }
  if (handle.head !== undefined && handle.head !== 'page') {
    problems.push(`${where}: handle.head must be 'page' (the page renders its own title)`);
  }
  if (handle.auth !== undefined && !(ROUTE_AUTH_VALUES as readonly unknown[]).includes(handle.auth)) {
    problems.push(`${where}: handle.auth must be one of ${ROUTE_AUTH_VALUES.join(', ')}`);
  }
  if (handle.code !== undefined && (typeof handle.code !== 'string' || !PAGE_CODE_NAME.test(handle.code))) {
    problems.push(`${where}: handle.code must be its lazy chunk's name (letters, digits, - and _)`);
  }
}

/** A page's code as a route names it: its lazy import's webpackChunkName. */
const PAGE_CODE_NAME = /^[\w-]+$/;

function describe(route: Record<string, unknown>, parent: string, index: number): string {
  if (typeof route.path === 'string') return `route "${parent ? joinPath(parent, route.path) : route.path}"`;
  if (route.index === true) return `index route of "${parent || '/'}"`;
  return `pathless route #${index} under "${parent || '/'}"`;
}

/** Joins a parent pattern and a child path the way react-router does. */
export function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const base = parent.endsWith('/') ? parent.slice(0, -1) : parent;
  return `${base}/${path}`;
}

function checkRoute(
  value: unknown,
  parent: string,
  index: number,
  remote: string,
  problems: string[],
  ids: Set<string>,
): void {
  if (!isRecord(value)) {
    problems.push(`route #${index} under "${parent || '/'}" is not an object`);
    return;
  }
  const where = describe(value, parent, index);
  for (const key of Object.keys(value)) {
    if (!ROUTE_KEYS.has(key)) problems.push(`${where}: unknown route property "${key}"`);
  }
  if (value.id !== undefined) {
    if (typeof value.id !== 'string' || !value.id.startsWith(`${remote}:`)) {
      problems.push(
        `${where}: id must be a string starting with "${remote}:" (ids are shared by every remote)`,
      );
    } else if (ids.has(value.id)) problems.push(`${where}: duplicate id "${value.id}"`);
    else ids.add(value.id);
  }
  if (value.path !== undefined) {
    if (typeof value.path !== 'string' || value.path === '') {
      problems.push(`${where}: path must be a non-empty string`);
    } else if (!parent && !value.path.startsWith('/')) {
      problems.push(`${where}: a top-level path must be absolute (start with "/")`);
    } else if (parent && value.path.startsWith('/')) {
      problems.push(`${where}: a nested path must be relative to its parent`);
    }
  }
  if (value.index !== undefined && value.index !== true && value.index !== false) {
    problems.push(`${where}: index must be a boolean`);
  }
  if (value.index === true && value.path !== undefined) problems.push(`${where}: an index route has no path`);
  if (value.index === true && value.children !== undefined) {
    problems.push(`${where}: an index route has no children`);
  }
  if (!parent && value.index === true) problems.push(`${where}: top-level routes cannot be index routes`);
  for (const key of FUNCTION_KEYS) {
    if (value[key] !== undefined && typeof value[key] !== 'function') {
      problems.push(`${where}: ${key} must be a function`);
    }
  }
  for (const key of COMPONENT_KEYS) {
    if (value[key] !== undefined && !isComponent(value[key])) {
      problems.push(`${where}: ${key} must be a React component`);
    }
  }
  for (const key of ELEMENT_KEYS) {
    if (value[key] !== undefined && !isElement(value[key])) {
      problems.push(`${where}: ${key} must be a React element`);
    }
  }
  const children = value.children;
  const leaf = children === undefined;
  if (!leaf && (!Array.isArray(children) || children.length === 0)) {
    problems.push(`${where}: children must be a non-empty array`);
  }
  if (leaf) {
    const renders = value.Component !== undefined || value.element !== undefined || value.lazy !== undefined;
    if (!renders && value.loader === undefined) {
      problems.push(`${where}: a page route needs Component, element, lazy or a (redirecting) loader`);
    }
    if (value.path === undefined && value.index !== true) {
      problems.push(`${where}: a route without children needs a path or index`);
    }
  }
  checkHandle(value.handle, where, leaf, problems);
  if (Array.isArray(children)) {
    const path = typeof value.path === 'string' ? joinPath(parent, value.path) : parent;
    children.forEach((child, i) => checkRoute(child, path || '/', i, remote, problems, ids));
  }
}

/** Every way `value` departs from the `./routes` module of the contract; empty when it conforms. */
export function checkRoutesModule(value: unknown): string[] {
  if (!isRecord(value)) return [`${ROUTES_NAME} is not a module object`];
  if (typeof value.createRoutes !== 'function') {
    return [
      `${ROUTES_NAME} must export "createRoutes(env)" (remote contract ${CONTRACT_VERSION}: routes are made per page and per server request)`,
    ];
  }
  return [];
}

/** Returns the module typed when it conforms; throws a ContractError listing every problem otherwise. */
export function assertRoutesModule(value: unknown, remote: string): RemoteRoutesModule {
  const problems = checkRoutesModule(value);
  if (problems.length > 0) throw new ContractError(remote, problems);
  return value as RemoteRoutesModule;
}

/** Every way what `createRoutes` returned departs from the contract; empty when it conforms. */
export function checkRoutesInstance(value: unknown, remote: string): string[] {
  if (!isRecord(value)) return ['createRoutes(env) must return { routes, dehydrate }'];
  const problems: string[] = [];
  if (typeof value.dehydrate !== 'function')
    problems.push('createRoutes(env) must return a dehydrate() function');
  const routes = value.routes;
  if (!Array.isArray(routes))
    return [...problems, 'createRoutes(env) must return "routes", an array of route objects'];
  if (routes.length === 0) return [...problems, 'createRoutes(env) returned no routes'];
  const ids = new Set<string>();
  routes.forEach((route, i) => checkRoute(route, '', i, remote, problems, ids));
  return problems;
}

/**
 * The remote's routes for `env`, checked: calls the module's `createRoutes` (a throw is a broken contract
 * too) and throws a ContractError listing every problem of what it returned.
 */
export function createRemoteRoutes(
  module: RemoteRoutesModule,
  env: RemoteEnv,
  remote: string,
): RemoteRoutesInstance {
  let instance: unknown;
  try {
    instance = module.createRoutes(env);
  } catch (error) {
    throw new ContractError(remote, [
      `createRoutes(env) threw: ${error instanceof Error ? error.message : String(error)}`,
    ]);
  }
  const problems = checkRoutesInstance(instance, remote);
  if (problems.length > 0) throw new ContractError(remote, problems);
  return instance as RemoteRoutesInstance;
}

/**
 * Checks what a route's `lazy()` resolved to. `hasStatic` says whether the route already renders
 * something (Component/element) without it.
 */
export function checkLazyResult(value: unknown, where: string, hasStatic: boolean): string[] {
  if (!isRecord(value)) return [`${where}: lazy() must resolve to an object of route properties`];
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (!LAZY_KEYS.has(key)) problems.push(`${where}: lazy() returned "${key}", which cannot be lazy`);
  }
  for (const key of COMPONENT_KEYS) {
    if (value[key] !== undefined && !isComponent(value[key])) {
      problems.push(`${where}: lazy() ${key} must be a React component`);
    }
  }
  for (const key of ['loader', 'action', 'shouldRevalidate'] as const) {
    if (value[key] !== undefined && typeof value[key] !== 'function') {
      problems.push(`${where}: lazy() ${key} must be a function`);
    }
  }
  if (
    !hasStatic &&
    value.Component === undefined &&
    value.element === undefined &&
    value.loader === undefined
  ) {
    problems.push(`${where}: lazy() gives the route nothing to render (no Component or element)`);
  }
  return problems;
}
