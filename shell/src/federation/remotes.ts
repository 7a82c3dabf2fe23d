// The shell knows each remote by the name config.json gives it and by the one module every remote exposes
// (`<name>/routes`, the remote contract), never by its code or its URLs.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { forgetManifest, setManifestUrls } from './manifests';

let configured: Record<string, string> = {};

const entries = (names: string[]) => names.map((name) => ({ name, entry: configured[name] as string }));

export function registerPortalRemotes(remotes: Record<string, string>): void {
  configured = { ...remotes };
  setManifestUrls(configured);
  registerRemotes(entries(Object.keys(configured)), { force: false });
}

/** Forgets a failed remote, so that the next load fetches its manifest and entry again. */
export function resetRemote(name: string): void {
  if (!configured[name]) return;
  forgetManifest(name);
  registerRemotes(entries([name]), { force: true });
}

/** The remote's `./routes` module, unchecked: the caller checks it against the remote contract. */
export function loadRoutesModule(name: string): Promise<unknown> {
  return loadRemote<unknown>(`${name}/routes`);
}
