// The shell's start in the browser. On a page the server rendered (its state is in the page), the owning
// remote's routes and the page's lazy route modules are loaded first, so the first render is the server's
// (React hydrates it: nothing is drawn twice, and the data is not asked for again); on a page the server
// could not render (a remote that is down, slow or throws there), the app renders over the site's frame the
// server sent and the router finds the remote itself.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import {
  afterHydration,
  AuthProvider,
  beginHydration,
  configureApi,
  RoleHintProvider,
  useSessionStore,
} from '@portal/shared-auth';
import { loadRuntimeConfig } from './config/runtime-config';
import { loadRemoteMounting } from './features/remote';
import { askToSignInAgain } from './features/session';
import { buildRoutes, createRouter } from './app/router';
import { KEPT_CLICKS } from './app/kept-clicks-key';
import { readPageState, type PageState } from './app/page-state';
import { setClockOffset } from '@portal/shared-ui/format';
import './styles.css';

/** The lazy routes the URL matches, loaded now, so the router starts with what the server rendered. */
async function resolveLazyMatches(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const properties = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}

/** React's mark on an element it has taken over (its fiber, under a key of this prefix). */
const heldByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
/** Frames a kept click waits for React to take its control over (~10 s), after which it is dropped. */
const KEPT_CLICK_FRAMES = 600;

/**
 * The control as the page has it now: the same element, or, where React rendered that part of the page
 * again instead of taking the server's over (a part whose code came after the rest), the one that took its
 * place: the same kind, named the same way (its label, else its text), at the same place among those alike.
 */
function findAgain(control: HTMLElement, root: HTMLElement): () => HTMLElement | null {
  const label = control.getAttribute('aria-label');
  const alike = (element: Element) =>
    element.tagName === control.tagName &&
    (label !== null
      ? element.getAttribute('aria-label') === label
      : element.textContent === control.textContent);
  const all = () => [...root.querySelectorAll<HTMLElement>(control.tagName)].filter(alike);
  const place = all().indexOf(control);
  return () => (control.isConnected ? control : (all()[place] ?? null));
}

/**
 * Each control clicked before the app held the page is clicked again, in order, once React holds it: a
 * control in a part whose code is still on its way (the header's notifications) is not React's yet, and
 * React would drop a click on it. One not found again within KEPT_CLICK_FRAMES (it left the page) is skipped.
 */
async function doKeptClicks(controls: HTMLElement[], root: HTMLElement): Promise<void> {
  const finders = controls.map((control) => findAgain(control, root));
  for (const find of finders) {
    let control = find();
    // (Missing a while too: the part shows its placeholder while its code arrives.)
    for (let frame = 0; !control || !heldByReact(control); frame++, control = find()) {
      if (frame === KEPT_CLICK_FRAMES) break;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    if (!control || !heldByReact(control)) continue;
    if (control instanceof HTMLFormElement) control.requestSubmit();
    else control.click();
  }
}

/** The route tree the page starts with; null when the server's page cannot be taken over as it is. */
async function startingRoutes(
  page: PageState | null,
  remotes: Record<string, string>,
): Promise<RouteObject[] | null> {
  if (!page?.remote) return buildRoutes();
  try {
    const { mountAtStart, startPageData } = await loadRemoteMounting(remotes);
    const remote = await mountAtStart(page.remote, page);
    // Data the server left to the browser (anything for a role hint alone, a person's own for anyone) is
    // asked for beside the page's code (loading below), not once the page has rendered. A page rendered for
    // its person came with all of theirs: asked again, an answer it had (a job that does not exist) would
    // show as loading in the first render, which must be the server's.
    if (!page.viewer && (page.role || useSessionStore.getState().isAuthenticated)) startPageData(remote);
    return buildRoutes({ remote });
  } catch (error) {
    console.error(`The "${page.remote}" remote could not be loaded; rendering the page here:`, error);
    return null;
  }
}

// Runtime configuration first: the API URL and where each remote lives come from config.json, so moving,
// redeploying or rolling back a remote needs no shell rebuild. index.html preloads it.
const config = await loadRuntimeConfig();
// A refused session: the person signs in again over the page, and what was refused is then sent again.
configureApi({ baseURL: config.apiUrl, onSessionRefused: askToSignInAgain });
// A remote pointed elsewhere in this browser (a team's development server, a preview release), where the
// site allows it; its code loads only when the address or the cookie mentions one.
let overrides: Record<string, string> | null = {};
if (config.overrides?.length && /remote[-_]override/.test(`${window.location.search} ${document.cookie}`)) {
  const { applyRemoteOverrides } = await import(
    /* webpackChunkName: "remote-override" */ './features/remote-override/browser'
  );
  overrides = applyRemoteOverrides(config);
  // The page loads again with the override applied: nothing more to start here.
  if (overrides === null) await new Promise<never>(() => undefined);
}
// Where each remote's manifest is, for this page: nothing of a remote is loaded before a page needs it.
const remotes = { ...config.remotes, ...overrides };

// The stored session is read now, before React starts: right after a server-rendered page has hydrated
// (with the role hint, as the server rendered it), the page re-renders for the person at once.
useSessionStore.getState().checkAuth();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
let page = readPageState();
// A page rendered for someone this browser is not signed in as (its cookies outlived the stored session,
// which checkAuth has just brought them back in step with) is not taken over: the app renders the page for
// whoever is signed in here. A page rendered for the person signed in here brings their account as the
// API gave it, newer than the stored copy (an address verified in another tab).
if (page?.viewer) {
  const stored = useSessionStore.getState().user;
  if (stored?._id === page.viewer._id) useSessionStore.getState().updateUser(page.viewer);
  else page = null;
}
// A QA environment's clock, as the server last heard it from the API: "posted N days ago" counts from it.
if (page?.clockOffsetMs !== undefined) setClockOffset(page.clockOffsetMs);
// Data that arrives before the server's page has hydrated waits for it (the first render is the server's).
if (page) beginHydration();
let routes = await startingRoutes(page, remotes);
if (!routes) {
  page = null;
  routes = buildRoutes();
}
if (page) {
  try {
    await resolveLazyMatches(routes);
  } catch (error) {
    // The page's code did not arrive: rendered here instead, the router tries again and, failing, shows
    // the site's error page (the root route's boundary) in place of a page that never comes alive.
    console.error('The page could not be taken over; rendering it here:', error);
    page = null;
    routes = buildRoutes();
  }
}
const app = (
  <StrictMode>
    <AuthProvider>
      <RoleHintProvider role={page?.role ?? null} viewer={page?.viewer ?? null}>
        <RouterProvider router={createRouter(routes, { hydrationData: page?.router, remotes })} />
      </RoleHintProvider>
    </AuthProvider>
  </StrictMode>
);
if (page) {
  // As a transition (React Router's own entry does the same): React hydrates in slices and lets the browser
  // in between (a scroll, a paint, a click, which React then hydrates first), instead of one long task that
  // holds the page still for as long as the whole tree takes on a slow phone.
  startTransition(() => {
    hydrateRoot(container, app);
  });
  // The moment the server's page came alive, in the page's own timeline (developer tools, the bench).
  void afterHydration().then(() => performance.mark('portal:hydrated'));
  // React listens now: the clicks the page's first script kept are done, in order.
  const keptClicks = (globalThis as { [KEPT_CLICKS]?: () => HTMLElement[] })[KEPT_CLICKS];
  void doKeptClicks(keptClicks?.() ?? [], container);
} else {
  createRoot(container).render(app);
}
