// One React Refresh runtime per page. The shell and every remote register their components with the runtime
// and hand React one way to find a component's newest version; with a copy per app, each app's refresh would
// replace the others' (React keeps one refresh handler), and an edited remote component would fall back to its
// old version at the shell's next refresh. Whichever app's code runs first on the page creates the runtime;
// the others take that one. Development builds only (packages/build-config/webpack.mjs aliases react-refresh here).
const key = Symbol.for('portal.react-refresh-runtime');

function pageRuntime() {
  const runtime = require('react-refresh-runtime-of-this-page');
  return {
    ...runtime,
    performReactRefresh() {
      // Only a development React swaps a component in place, and hooks its roots into the runtime when they
      // render. A team's development build opened in a production site (through ?remote-override=) runs on
      // the site's production React, which never does: there an edit reloads the page, or it would not show.
      if (runtime._getMountedRootCount() === 0) {
        window.location.reload();
        return null;
      }
      return runtime.performReactRefresh();
    },
  };
}

module.exports = globalThis[key] ??= pageRuntime();
