// Module Federation runtime plugin every remote is built with (build-config adds it): says in plain words
// what happened when a shared module's version did not fit. The runtime's own warning names neither the
// consequence nor the fix, and a non-singleton that falls back to the remote's own copy logs nothing.
//   - singleton (react, router, shared-auth, toaster): the page has ONE copy, so the remote runs on it even
//     when it was built against a newer one. Warned: it may break where it uses something newer.
//   - stateless module (shared-ui, zustand…): the remote loads its own copy that fits. Noted at info level.
import { satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type ResolveShareArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['resolveShare']>>[0];

const told = new Set<string>();
function once(key: string, log: () => void) {
  if (told.has(key)) return;
  told.add(key);
  log();
}

function loadedVersions(args: ResolveShareArgs): string[] {
  const versions = args.shareScopeMap[args.scope]?.[args.pkgName] ?? {};
  return Object.entries(versions)
    .filter(
      ([, shared]) => Boolean(shared.loaded) || shared.loading != null || typeof shared.lib === 'function',
    )
    .map(([version, shared]) => `${version} from ${shared.from}`);
}

/** The message for a remote that needs more of a singleton than the page has (exported for tests). */
export function singletonMismatchMessage(
  pkg: string,
  consumer: string,
  required: string,
  loaded: string,
  provider: string,
): string {
  return (
    `[portal] "${consumer}" was built against ${pkg} ${required}, but this page already runs ${pkg} ` +
    `${loaded} (from "${provider}"), which it must share as a single instance. "${consumer}" keeps running ` +
    `on ${loaded} and may fail where it relies on something newer: deploy a shell that provides ${pkg} ` +
    `${required} first (the remote's contract test reports this before a deploy).`
  );
}

export default function shareDiagnosticsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-share-diagnostics',
    resolveShare(args) {
      const resolve = args.resolver;
      const { pkgName, shareInfo } = args;
      const required = shareInfo.shareConfig?.requiredVersion;
      args.resolver = () => {
        const result = resolve();
        if (typeof required !== 'string') return result;
        if (shareInfo.shareConfig?.singleton) {
          const shared = result?.shared;
          if (shared && !satisfy(args.version, required)) {
            once(`${shareInfo.from}:${pkgName}`, () =>
              console.warn(
                singletonMismatchMessage(pkgName, shareInfo.from, required, args.version, shared.from),
              ),
            );
          }
        } else if (!result || result.shared.from === shareInfo.from) {
          // Resolved to the remote's own copy (registered by it, or its bundled fallback) although the page
          // already runs other versions of the module: two copies, on purpose.
          const others = loadedVersions(args).filter((v) => !v.endsWith(` from ${shareInfo.from}`));
          if (others.length > 0) {
            once(`${shareInfo.from}:${pkgName}`, () =>
              console.info(
                `[portal] "${shareInfo.from}" loads its own ${pkgName} ${shareInfo.version}: it needs ` +
                  `${required} and the page has ${others.join(', ')} (a stateless module, so two copies are fine).`,
              ),
            );
          }
        }
        return result;
      };
      return args;
    },
  };
}
