// "It renders in the contract test" must mean "it renders on the server": both hosts give a remote the same
// shared modules, by the same policy, at the same versions.
import { join } from 'node:path';
import { SHARED_POLICY, sharedConfig } from '@portal/build-config/federation';
import { describe, expect, it } from 'vitest';
import { nodeHostPolicy } from './node-host';
import { HOST_MODULES, hostShareOptions } from './shared-modules';

/** What the shell's build writes into its server (__PORTAL_SHARED__) and the server shares by. */
const serverShareOptions = () =>
  hostShareOptions(sharedConfig(join(import.meta.dirname, '..', '..', '..', 'shell'), { server: true }));

/** A share scope as data: name → version, rule and the module it hands out. */
const described = ({ shared, shareStrategy }: ReturnType<typeof hostShareOptions>) => ({
  shareStrategy,
  shared: Object.fromEntries(
    Object.entries(shared).map(([name, { version, shareConfig, lib }]) => [
      name,
      { version, ...shareConfig, module: lib() },
    ]),
  ),
});

describe('the modules a host shares with the remotes it renders on Node', () => {
  it("are the same in the contract test's Node host as in the shell's server", () => {
    const server = described(serverShareOptions());
    expect(described(hostShareOptions(nodeHostPolicy()))).toEqual(server);
    expect(Object.keys(server.shared).sort()).toEqual(Object.keys(HOST_MODULES).sort());
  });

  it("are every singleton package of the portal's policy: a remote never brings its own copy of one", () => {
    const singletons = Object.entries(SHARED_POLICY)
      .filter(([name, policy]) => policy.singleton && !name.endsWith('/'))
      .map(([name]) => name);
    expect(singletons.filter((name) => !(name in HOST_MODULES))).toEqual([]);
  });

  it("are installed here for the contract test's browser page too: every module the shell's page shares, at its version", () => {
    // The page is bundled from this package's copies: a module the shell shares and this package lacks
    // would leave a remote on its own copy there, and the test would not run it as the site does.
    const versions = (dir: string) =>
      Object.fromEntries(Object.entries(sharedConfig(dir)).map(([name, { version }]) => [name, version]));
    const shell = versions(join(import.meta.dirname, '..', '..', '..', 'shell'));
    const here = versions(join(import.meta.dirname, '..'));
    expect(Object.fromEntries(Object.keys(shell).map((name) => [name, here[name]]))).toEqual(shell);
  });

  it('refuses a module the policy does not name', () => {
    expect(() => hostShareOptions({})).toThrow(
      'react is shared by the host but not in packages/build-config/federation.mjs',
    );
  });
});
