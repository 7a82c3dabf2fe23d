// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs.
// The runtime configuration is requested at once, in parallel with the app's chunks.
import { startLoadingRuntimeConfig } from './config/runtime-config';

startLoadingRuntimeConfig();
import('./bootstrap');
