// The async boundary Module Federation needs: shared modules are negotiated before any app code runs.
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
