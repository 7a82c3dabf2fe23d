// A remote's data layer for one environment of the remote contract (@portal/remote-contract): one query
// cache per page in the browser, one per request on the host's server. Route loaders describe a page's
// data once, through `load`, which is the one place where the two sides differ: the server waits for the
// data (the HTML carries it, and `dehydrate` hands it to the page), the browser only starts it (the page
// shows its own loading state) and, on a page the server rendered, starts from what the server had.
import type { User } from '@portal/contracts';
import type { RemoteEnv, RemoteRoute } from '@portal/remote-contract';
import {
  dehydrate,
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type Query,
  type QueryClient,
  type QueryState,
} from '@tanstack/react-query';
import { afterHydration, currentUser, getStoredToken, useSessionStore } from '@portal/shared-auth';
import { createContext, useContext, type ReactNode } from 'react';
import { data, Outlet } from 'react-router-dom';
import { createQueryClient, httpStatusOf } from './query-client';
import { viewerKey } from './query-keys';

/**
 * How long a server render waits for a page's data. The API answers in milliseconds; past this the page
 * goes out with its loading state and the browser asks, rather than a visitor waiting on a slow API.
 */
export const SERVER_DATA_BUDGET_MS = 1500;

/** The API's answers that mean "there is no such thing" for what a page's URL names (a job's id). */
const NOT_FOUND = new Set([400, 404]);

const isNotFound = (query: Query) =>
  query.state.status === 'error' && NOT_FOUND.has(httpStatusOf(query.state.error) ?? 0);

/** What a loader returns: nothing (the page reads the cache), or on the server a 404 for a missing thing. */
export type LoadResult = null | ReturnType<typeof data<null>>;

/** Who a loader loads for: the signed-in user (null: a visitor) and the viewer part of their keys. */
export interface LoadViewer {
  user: User | null;
  key: string;
}

export interface RemoteData {
  /** The environment's one cache: the pages read it (QueryLayout provides it), the loaders fill it. */
  queryClient: QueryClient;
  /**
   * A route loader's data, described once: `start` asks for it into the cache (prefetchQuery…). On the
   * server it is awaited (within what is left of the page's budget, `env.dataBudgetMs`, else
   * SERVER_DATA_BUDGET_MS, for a visitor or for the person whose session the
   * request carries; for a role hint alone, whose person is not known there, it is left to their browser),
   * and when the API answered that what the URL names does not exist, the page is a 404. In the browser it
   * is only started, so the page's code and its data load side by side. `viewer` is whose data it is, read
   * the one way for every loader (see `createRemoteData`).
   */
  load(
    start: (client: QueryClient, viewer: LoadViewer) => Promise<unknown>,
  ): LoadResult | Promise<LoadResult>;
  /** The remote's routes under one pathless layout that provides the cache and the environment. */
  routes(routes: RemoteRoute[]): RemoteRoute[];
  /** On the server, after the render: the data it used, JSON-safe, for the page's `env.state`. */
  dehydrate(): DehydratedState;
}

/** A remote's rules for its loaders, said once where it makes its data layer. */
export interface RemoteDataOptions {
  /**
   * Start nothing without a stored session token: a guarded route's loader still runs when the token has
   * just gone (the guard then sends the visitor to sign in, with the way back), and a request without one
   * would be refused and cut that short.
   */
  requireToken?: boolean;
  /** Called as each loader starts, before its data: what every page needs besides it (the header's code). */
  onLoad?: (viewer: LoadViewer) => void;
}

const EnvContext = createContext<RemoteEnv | null>(null);

/** The environment the routes were made for (the site's URL, where they run). */
export function useRemoteEnv(): RemoteEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error('useRemoteEnv must be used under the routes of createRemoteData');
  return env;
}

/** The cache and the environment, for the pages below (QueryLayout; a page's own tests). */
export function RemoteDataProvider({
  client,
  env,
  children,
}: {
  client: QueryClient;
  env: RemoteEnv;
  children?: ReactNode;
}) {
  return (
    <EnvContext.Provider value={env}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </EnvContext.Provider>
  );
}

/** The remote's layout route element: its pages under the provider. */
export function QueryLayout({ client, env }: { client: QueryClient; env: RemoteEnv }) {
  return (
    <RemoteDataProvider client={client} env={env}>
      <Outlet />
    </RemoteDataProvider>
  );
}

/**
 * A dehydrated query's error as plain data: only what the page reads from it (its HTTP status) and a fixed
 * message. The error itself (an axios error carries its stack, the request's settings, the API's URL and
 * headers) never goes into a page.
 */
function plainError(error: unknown): Error {
  return { name: 'Error', message: 'Request failed', response: { status: httpStatusOf(error) } } as Error;
}

/**
 * A query's state for the page, field by field: TanStack keeps the failure twice (`error` and
 * `fetchFailureReason`), and dehydrate copies the whole state, so copying it would put the error object
 * in the page by its second name. What is not listed here is not sent.
 */
function pageQueryState(state: QueryState): QueryState {
  const failed = state.status === 'error';
  return {
    data: state.data,
    dataUpdateCount: state.dataUpdateCount,
    dataUpdatedAt: state.dataUpdatedAt,
    error: failed ? plainError(state.error) : null,
    errorUpdateCount: state.errorUpdateCount,
    errorUpdatedAt: state.errorUpdatedAt,
    fetchFailureCount: state.fetchFailureCount,
    fetchFailureReason: failed ? plainError(state.fetchFailureReason) : null,
    fetchMeta: null,
    isInvalidated: state.isInvalidated,
    status: state.status,
    fetchStatus: 'idle',
  };
}

/** The QueryClient methods a loader starts a page's data with. */
const STARTS = [
  'prefetchQuery',
  'prefetchInfiniteQuery',
  'fetchQuery',
  'fetchInfiniteQuery',
  'ensureQueryData',
];

/**
 * The cache as a loader sees it in the browser: a request starts at once, but its answer (or failure)
 * reaches the cache only once a server-rendered page being hydrated has been. The page's first render must
 * be the server's, which may not have had that data (a role hint's page, an answer past the server's
 * budget); an answer that came before React would make the first render differ. The page's queries find
 * the request in flight and ask nothing again.
 */
function heldUntilHydrated(client: QueryClient): QueryClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !STARTS.includes(property) || typeof value !== 'function')
        return value;
      return (options: { queryFn?: unknown }) => {
        const queryFn = options.queryFn;
        if (typeof queryFn !== 'function') return value.call(target, options) as unknown;
        const held = (context: unknown) =>
          Promise.resolve((queryFn as (context: unknown) => unknown)(context)).then(
            async (data) => {
              await afterHydration();
              return data;
            },
            async (error: unknown) => {
              await afterHydration();
              throw error;
            },
          );
        return value.call(target, { ...options, queryFn: held }) as unknown;
      };
    },
  });
}

export function createRemoteData(env: RemoteEnv, options: RemoteDataOptions = {}): RemoteData {
  const server = env.target === 'server';
  const queryClient = createQueryClient({ server });
  if (!server && env.state) hydrate(queryClient, env.state);

  /**
   * Who the loaders load for. On the server, the person the request's session names (the process serves
   * everyone: its session store is nobody's). In the browser, the stored session: a loader can run before
   * the app's AuthProvider has restored it, so it is restored first, as the route guards do.
   */
  function viewer(): LoadViewer {
    if (!server) {
      const store = useSessionStore.getState();
      if (!store.checked) store.checkAuth();
    }
    const user = currentUser();
    return { user, key: viewerKey(user) };
  }

  async function settle(start: (client: QueryClient) => Promise<unknown>): Promise<LoadResult> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.max(0, env.dataBudgetMs ?? SERVER_DATA_BUDGET_MS));
    });
    await Promise.race([start(queryClient).catch(() => undefined), budget]);
    clearTimeout(timer);
    const missing = queryClient.getQueryCache().findAll({ predicate: isNotFound }).length > 0;
    // Late or failed answers (other than "not found") are left to the browser: the page renders its loading
    // state for them here, and in the browser the query starts from nothing, as the HTML showed.
    const unsettled = (query: Query) =>
      query.state.status === 'pending' || (query.state.status === 'error' && !isNotFound(query));
    await queryClient.cancelQueries({ predicate: unsettled });
    queryClient.removeQueries({ predicate: unsettled });
    return missing ? data(null, { status: 404 }) : null;
  }

  return {
    queryClient,
    load(start) {
      if (options.requireToken && !getStoredToken()) return null;
      const who = viewer();
      options.onLoad?.(who);
      if (!server) {
        void start(heldUntilHydrated(queryClient), who).catch(() => undefined);
        return null;
      }
      return env.signedIn && !who.user ? null : settle((client) => start(client, who));
    },
    routes: (routes) => [{ element: <QueryLayout client={queryClient} env={env} />, children: routes }],
    dehydrate() {
      const state = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => query.state.status === 'success' || isNotFound(query),
      });
      return {
        mutations: [],
        queries: state.queries.map((query) => ({
          queryHash: query.queryHash,
          queryKey: query.queryKey,
          state: pageQueryState(query.state),
          dehydratedAt: query.dehydratedAt,
        })),
      };
    },
  };
}
