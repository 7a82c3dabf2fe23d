// The async boundary Module Federation needs: shared modules are negotiated before any app code runs.
// Meanwhile the page starts what it needs next (runtime configuration, and at a remote's URL the remote
// itself): see ./federation/early-start.ts. At a remote's URL the app's code runs once index.html's first
// script has asked for the remote and the page's data (a moment, at most DISCOVERY_WAIT_MS).
import { earlyDiscoveryDone, startPage } from './federation/early-start';

/** At most this long the app's code waits for the first script's requests to go out (a slow manifest). */
const DISCOVERY_WAIT_MS = 250;

void startPage(window.location.pathname);
void earlyDiscoveryDone(DISCOVERY_WAIT_MS).then(
  () => import(/* webpackChunkName: "bootstrap" */ './bootstrap'),
);
