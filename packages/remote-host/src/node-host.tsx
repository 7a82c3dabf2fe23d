// The contract test's host on Node: loads a remote's Node build of `./routes` through the federation
// runtime, from the manifest's `ssrRemoteEntry` over HTTP, as the shell's server does, makes its routes for
// a server request and renders every URL pattern they serve with React Router's static handler and React's
// server renderer. A remote that cannot load, make its routes, run its loaders or render on Node would be
// left to the browser by the shell's server: here that is a failure, before it deploys.
import { join } from 'node:path';
import { sharedConfig } from '@portal/build-config/federation';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { ContractError, createRemoteRoutes, routePatterns, samplePath } from '@portal/remote-contract';
import { createRemoteHost } from './federation';

export interface NodeRenderResult {
  problems: string[];
  /** The URLs rendered, with their status. */
  rendered: string[];
  /**
   * What the remote's code logged while it rendered, a line each: its pages ask an API there is none of
   * here, and say so. Shown with a failure, where it may explain it; a passing check prints none of it.
   */
  logged: string[];
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The policy this host shares its modules by: build-config's, at the versions installed here. */
export const nodeHostPolicy = () => sharedConfig(join(import.meta.dirname, '..'), { server: true });

/** A check waits for a remote's code as long as a slow machine needs, unlike a visitor's page. */
const LOAD_BUDGET_MS = 60_000;

/**
 * Every lazy route names its code (`handle.code`) as the manifest lists it (`metaData.portal.code.pages`),
 * so the host's server can name the page's files in its first response: a route without it, or naming
 * code the build did not list (a chunk renamed on one side only), leaves the browser to find the page's
 * code one request later.
 */
export function pageCodeProblems(routes: RouteObject[], pages: string[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const where = `route "${route.index ? `${parent || '/'} (index)` : [parent, route.path].filter(Boolean).join('/')}"`;
    const code = (route.handle as { code?: unknown } | undefined)?.code;
    const own =
      route.lazy && typeof code !== 'string'
        ? [`${where}: a lazy route names its code in handle.code (its webpackChunkName)`]
        : typeof code === 'string' && !pages.includes(code)
          ? [`${where}: handle.code "${code}" is no page the manifest lists (${pages.join(', ') || 'none'})`]
          : [];
    const path = route.path ? [parent, route.path].filter(Boolean).join('/') : parent;
    return [...own, ...pageCodeProblems(route.children ?? [], pages, path)];
  });
}

export async function renderOnNode(
  name: string,
  manifestUrl: string,
  pages: string[] = [],
): Promise<NodeRenderResult> {
  // The shell's server's own remote host: the remote is loaded, checked and given its shared modules as
  // the server does it.
  const host = createRemoteHost({ policy: nodeHostPolicy(), budgetMs: LOAD_BUDGET_MS });
  try {
    let routes: RouteObject[];
    try {
      host.configure({ [name]: manifestUrl });
      const module = await host.routesModule(name);
      const env = { target: 'server', siteUrl: 'http://contract.invalid', signedIn: false } as const;
      routes = createRemoteRoutes(module, env, name).routes;
    } catch (error) {
      const problems =
        error instanceof ContractError
          ? error.problems.map((problem) => `on Node: ${problem}`)
          : [`loading "${name}/routes" on Node failed: ${message(error)}`];
      return { problems, rendered: [], logged: [] };
    }
    return await renderRoutes(routes, pages);
  } finally {
    host.dispose();
  }
}

/** Renders every pattern `routes` serve, with what the remote's code logged meanwhile. */
async function renderRoutes(routes: RouteObject[], pages: string[]): Promise<NodeRenderResult> {
  const problems: string[] = pageCodeProblems(routes, pages);
  const rendered: string[] = [];
  const logged: string[] = [];
  const { error, warn } = console;
  const keep = (...args: unknown[]) => {
    logged.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
  };
  console.error = keep;
  console.warn = keep;
  try {
    await renderAll(routes, problems, rendered);
  } finally {
    console.error = error;
    console.warn = warn;
  }
  return { problems, rendered, logged };
}

async function renderAll(routes: RouteObject[], problems: string[], rendered: string[]) {
  const handler = createStaticHandler(routes);
  for (const path of routePatterns(routes).map(samplePath)) {
    try {
      const context = await handler.query(new Request(`http://contract.invalid${path}`));
      if (context instanceof Response) {
        rendered.push(`${path} ${context.status}`);
        continue;
      }
      if (context.errors) {
        problems.push(`${path}: a route failed on Node: ${message(Object.values(context.errors)[0])}`);
        continue;
      }
      const html = renderToString(
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />,
      );
      if (!html) problems.push(`${path}: rendered nothing on Node`);
      else rendered.push(`${path} ${context.statusCode}`);
    } catch (error) {
      problems.push(`${path}: rendering on Node failed: ${message(error)}`);
    }
  }
}
