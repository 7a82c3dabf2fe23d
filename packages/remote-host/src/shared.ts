// Can the current shell satisfy what a remote's build needs from the shared modules? Compares the two
// mf-manifest.json files (what the remote requires, what the shell provides) under the portal's policy
// (packages/build-config/federation.mjs): a singleton must be provided by the shell at a version in the remote's
// range, since the page will run the shell's copy; a stateless module the shell cannot satisfy is fine,
// the remote brings its own copy.
import { satisfy } from '@module-federation/enhanced/runtime';
import { readSharedModules, type SharedModule } from '@portal/remote-contract';

export interface SharedReport {
  /** Requirements the shell cannot meet: the remote must not deploy before a shell that can. */
  problems: string[];
  /** What will happen, for the record (own copies of stateless modules). */
  notes: string[];
}

/**
 * A deep import shared through a prefix entry (`react/` → react/jsx-runtime) is listed in the manifest
 * without its `singleton` flag; it follows its package's own entry.
 */
function isSingleton(entry: SharedModule, all: SharedModule[]): boolean {
  if (typeof entry.singleton === 'boolean') return entry.singleton;
  const parts = entry.name.split('/');
  const pkg = entry.name.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return all.find((other) => other.name === pkg)?.singleton === true;
}

const majorMinor = (version: string) => version.split('.').slice(0, 2).join('.');

export function checkSharedAgainstShell(remoteManifest: unknown, shellManifest: unknown): SharedReport {
  const read = { remote: readSharedModules(remoteManifest), shell: readSharedModules(shellManifest) };
  const remote = read.remote.shared;
  const shell = read.shell.shared;
  const problems: string[] = [
    ...read.remote.problems.map((problem) => `the remote's manifest: ${problem}`),
    ...read.shell.problems.map((problem) => `the shell's manifest: ${problem}`),
  ];
  const notes: string[] = [];
  // A remote's entry runs on the shell's federation runtime core (packages/build-config/external-runtime.mjs): the
  // two builds must use the same minor version of Module Federation.
  const remoteRuntime = read.remote.pluginVersion;
  const shellRuntime = read.shell.pluginVersion;
  if (remoteRuntime && shellRuntime && majorMinor(remoteRuntime) !== majorMinor(shellRuntime)) {
    problems.push(
      `Module Federation ${remoteRuntime}: the remote's entry runs on the shell's federation runtime ` +
        `(${shellRuntime}); build both with the same minor version (deploy the shell first when it moves)`,
    );
  }
  for (const need of remote) {
    const singleton = isSingleton(need, remote);
    const range = typeof need.requiredVersion === 'string' ? need.requiredVersion : '*';
    const offer = shell.find((entry) => entry.name === need.name);
    if (singleton) {
      if (!offer) {
        problems.push(
          `${need.name} is a singleton but the shell does not share it: the page would run two copies`,
        );
        continue;
      }
      if (!isSingleton(offer, shell)) {
        problems.push(
          `${need.name}: the remote shares it as a singleton, the shell does not (policies differ)`,
        );
      }
      if (!satisfy(offer.version, range)) {
        problems.push(
          `${need.name} ${range} is needed, the shell provides ${offer.version} as a singleton: deploy a shell ` +
            `with ${need.name} ${range} first (the remote would run on ${offer.version})`,
        );
      }
    } else if (offer && isSingleton(offer, shell)) {
      problems.push(
        `${need.name}: the shell shares it as a singleton, the remote does not (policies differ)`,
      );
    } else if (!offer || !satisfy(offer.version, range)) {
      notes.push(
        `${need.name} ${range}: the shell ${offer ? `has ${offer.version}` : 'does not share it'}, so the ` +
          `remote loads its own copy (${need.version})`,
      );
    }
  }
  return { problems, notes };
}
