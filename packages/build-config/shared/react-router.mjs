// The router every app of the portal shares at run time, in place of the whole react-router package.
//
// react-router 7 is one module of about 59 KB gzip: the data router the portal uses, and framework mode,
// server rendering, sessions, cookies and React Server Components, which it never runs. A Module Federation
// shared module is provided whole (a remote may use any export), so sharing the package made every page
// download all of it. This module is the share instead (packages/build-config/federation.mjs provides it as
// `react-router` and `react-router-dom`): the browser data-router API below, and nothing else, so webpack
// drops the rest (about 27 KB gzip left).
//
// The real package is imported as `portal-react-router-package` (aliased by webpack.mjs): under its own
// name the import would be the share itself.
//
// A build that imports a name missing here fails with the name and this file (SharedApiCheckPlugin in
// webpack.mjs). Adding a name is a change of every app's share: build and deploy the shell first. The
// list holds what the apps import, nothing more (names nobody used were dropped to keep the landing page
// small); removing a name breaks any deployed remote that still imports it.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { RouterProvider as DataRouterProvider } from 'portal-react-router-package';

export {
  // components
  Link,
  NavLink,
  Navigate,
  Outlet,
  // routers
  createBrowserRouter,
  // hooks
  // useBlocker: the seeker profile asks before unsaved changes are left behind
  useBlocker,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useNavigationType,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
  // the data router itself: shared-data's useAddressParams writes on top of its newest state
  UNSAFE_DataRouterContext,
  // helpers
  data,
  matchPath,
  matchRoutes,
  redirect,
} from 'portal-react-router-package';

/**
 * react-router-dom's RouterProvider (react-router/dom): the data router's provider, with react-dom's
 * flushSync for the state updates that must reach the screen at once (`flushSync` navigations).
 * @param {import('portal-react-router-package').RouterProviderProps} props
 */
export function RouterProvider(props) {
  // react-dom's flushSync returns its callback's value, which the router's type says it ignores.
  return createElement(DataRouterProvider, {
    flushSync: /** @type {(fn: () => unknown) => undefined} */ (flushSync),
    ...props,
  });
}
