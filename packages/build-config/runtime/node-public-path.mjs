// A remote's Node container's runtime plugin: its chunks are fetched from beside its own entry. The host
// that loaded the entry says where it came from when it initialises the container (`remoteEntryUrl` of the
// options the container's init receives), and the container's public path becomes that folder; without
// it, Module Federation's Node runtime plugin would ask the process's federation registry, which answers
// with the first host that loaded a remote of this name, wherever that host loaded it from.
/// <reference types="webpack/module" />

/** @returns {import('@module-federation/enhanced/runtime').ModuleFederationRuntimePlugin} */
export default function nodePublicPath() {
  return {
    name: 'portal-node-public-path',
    beforeInit(args) {
      const entry = /** @type {{ remoteEntryUrl?: unknown }} */ (args.userOptions).remoteEntryUrl;
      if (typeof entry === 'string') {
        // eslint-disable-next-line no-undef -- webpack's own variable: a build's public path, set at run time
        __webpack_public_path__ = new URL('.', entry).href;
      }
      return args;
    },
  };
}
