// The async boundary Module Federation needs: shared modules are negotiated before any app code runs.
// Meanwhile the page starts what it needs next (runtime configuration, and at a remote's URL the remote
// itself): see ./federation/early-start.ts.
import { startPage } from './federation/early-start';

void startPage(window.location.pathname);
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
