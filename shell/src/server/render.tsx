// One page's HTML: the shell's route tree (with the routes of the remote that owns the URL, made for this
// request) through React Router's static handler (the loaders run: the route loader is the one description
// of a page's data) and React's streaming renderer, written out once everything is ready (a page without
// Suspense holes needs no inline script to fill them in, and the Content-Security-Policy allows none).
import type { User } from '@portal/contracts';
import type { Role } from '@portal/contracts/constants';
import type { RemoteRoutesInstance } from '@portal/remote-contract';
import { AuthProvider, RoleHintProvider } from '@portal/shared-auth';
import { BrandLink } from '@portal/shared-ui/brand';
import { HeaderBar } from '@portal/shared-ui/header';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { Writable } from 'node:stream';
import { pageStateScript, type PageState } from '../app/page-state';
import { buildRoutes } from '../app/router';
import { PageChrome } from '../features/chrome';
import { remoteRoute } from '../features/remote';

export interface RenderRequest {
  /** The page's absolute URL (as the site's public URL sees it). */
  url: string;
  role: Role | null;
  /** The person the page is rendered for (their session confirmed by the API); none: a visitor or a hint. */
  viewer?: User | null;
  siteUrl: string;
  /** The routes of the remote that owns the URL, made for this request. */
  remote: { name: string; routes: RemoteRoutesInstance } | null;
  signal: AbortSignal;
  /** A QA environment's clock offset, read once the loaders have asked the API (absent or 0: none). */
  clockOffsetMs?: () => number;
  /** Called once the route loaders are done (the page's data is in), before React renders. */
  onLoaded?: () => void;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** What React put in the head (title, meta, links), to go before `</head>`. */
      head: string;
      /** The root element with the page in it. */
      root: string;
      /** The page state's script element. */
      state: string;
      /** The code the matched routes name (`handle.code`), outermost first: the page's chunks. */
      pages: string[];
    };

/** A route that threw on the server (a loader's error): the page is left to the browser. */
export class RenderError extends Error {
  constructor(message: string, cause: unknown) {
    super(message, { cause });
    this.name = 'RenderError';
  }
}

const ROOT_OPEN = '<div id="root">';

function renderToString(element: React.ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    // React's bytes, decoded once at the end: one flat string, not a string of one piece per chunk React
    // wrote, which every later search and encoding of the page walks.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString());
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(element, {
      // React sends a large Suspense boundary after the rest of the page and moves it into place with an
      // inline script, even when everything is ready; the CSP forbids inline scripts, so every boundary is
      // written where it stands.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (failed) reject(new RenderError('a part of the page failed to render', failed));
        else stream.pipe(sink);
      },
      onShellError(error) {
        reject(new RenderError('the page failed to render', error));
      },
      // An error inside a Suspense boundary would leave its fallback in the HTML for the browser to redo:
      // the browser renders the whole page instead, so what the server sends is never half a page.
      onError(error) {
        failed ??= error;
      },
    });
    signal.addEventListener('abort', () => stream.abort(signal.reason), { once: true });
  });
}

export async function renderPage({
  url,
  role,
  viewer = null,
  siteUrl,
  remote,
  signal,
  clockOffsetMs,
  onLoaded,
}: RenderRequest): Promise<RenderResult> {
  const routes = buildRoutes({
    remote: remote ? remoteRoute(remote.name, remote.routes.routes) : null,
    server: true,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url, { signal }));
  onLoaded?.();
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && context.status >= 300 && context.status < 400) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new RenderError(`a route answered HTTP ${context.status}`, null);
  }
  if (context.errors) {
    throw new RenderError('a route failed on the server', Object.values(context.errors)[0]);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToString(
    <div id="root">
      <StrictMode>
        <AuthProvider>
          <RoleHintProvider role={role} viewer={viewer}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RoleHintProvider>
        </AuthProvider>
      </StrictMode>
    </div>,
    signal,
  );
  // React writes what the page hoists (title, meta, links) before the first element of a partial tree.
  const rootAt = html.indexOf(ROOT_OPEN);
  if (rootAt < 0) throw new RenderError('the page rendered without its root element', null);
  // Only while the QA clock is moved: outside that the page's clock is the device's, as it starts.
  const offset = clockOffsetMs?.() ?? 0;
  const state: PageState = {
    remote: remote?.name ?? null,
    ...(remote ? { data: remote.routes.dehydrate() } : {}),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    role,
    ...(viewer ? { viewer } : {}),
    siteUrl,
    ...(offset !== 0 ? { clockOffsetMs: offset } : {}),
  };
  return {
    kind: 'page',
    status: context.statusCode,
    head: html.slice(0, rootAt),
    root: html.slice(rootAt),
    state: pageStateScript(state),
    pages: context.matches
      .map((match) => (match.route.handle as { code?: unknown } | undefined)?.code)
      .filter((code): code is string => typeof code === 'string'),
  };
}

/**
 * The site's frame for a page the browser renders (a page this server cannot): the header (a link home, as
 * on every page) over a page skeleton, the same components the app shows while a remote's page loads, so
 * nothing moves when the app takes over. The same for every such page and every visitor.
 */
export function renderFrame(): string {
  return renderToStaticMarkup(
    <PageChrome
      header={
        <HeaderBar>
          <BrandLink href="/" />
        </HeaderBar>
      }
    />,
  );
}
