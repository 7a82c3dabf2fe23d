import { describe, expect, it } from 'vitest';
import { checkSharedAgainstShell } from './shared';

const entry = (name: string, version: string, singleton?: boolean) => ({
  name,
  version,
  requiredVersion: `^${version}`,
  ...(singleton === undefined ? {} : { singleton }),
});
const shell = {
  shared: [
    entry('react', '19.2.0', true),
    entry('react/jsx-runtime', '19.2.0'),
    entry('react-hot-toast', '2.6.0', true),
    entry('@portal/shared-auth', '1.1.0', true),
    entry('@portal/shared-ui', '1.1.0', false),
  ],
};

describe('the federation runtime', () => {
  it('needs the shell built with the same minor version of Module Federation (the remote runs on its runtime)', () => {
    const at = (pluginVersion: string) => ({ metaData: { pluginVersion }, shared: [] });
    expect(checkSharedAgainstShell(at('2.9.4'), at('2.9.2')).problems).toEqual([]);
    expect(checkSharedAgainstShell(at('2.10.0'), at('2.9.2')).problems).toEqual([
      "Module Federation 2.10.0: the remote's entry runs on the shell's federation runtime (2.9.2); build both with the same minor version (deploy the shell first when it moves)",
    ]);
  });
});

describe('shared modules against the shell', () => {
  it('accepts what the shell provides, deep imports following their package', () => {
    const remote = { shared: [entry('react', '19.2.0', true), entry('react/jsx-runtime', '19.2.0')] };
    expect(checkSharedAgainstShell(remote, shell)).toEqual({ problems: [], notes: [] });
  });

  it('refuses a singleton newer than the shell has, or one the shell does not share', () => {
    const remote = { shared: [entry('react-hot-toast', '2.7.0', true), entry('zustand', '5.0.8', true)] };
    expect(checkSharedAgainstShell(remote, shell).problems).toEqual([
      'react-hot-toast ^2.7.0 is needed, the shell provides 2.6.0 as a singleton: deploy a shell with react-hot-toast ^2.7.0 first (the remote would run on 2.6.0)',
      'zustand is a singleton but the shell does not share it: the page would run two copies',
    ]);
  });

  it('lets a stateless module fall back to the remote’s own copy, noting it', () => {
    const remote = {
      shared: [entry('@portal/shared-ui', '1.2.0', false), entry('react-hook-form', '7.0.0', false)],
    };
    expect(checkSharedAgainstShell(remote, shell)).toEqual({
      problems: [],
      notes: [
        '@portal/shared-ui ^1.2.0: the shell has 1.1.0, so the remote loads its own copy (1.2.0)',
        'react-hook-form ^7.0.0: the shell does not share it, so the remote loads its own copy (7.0.0)',
      ],
    });
  });

  it('refuses policies that disagree on what is a singleton', () => {
    const remote = {
      shared: [entry('@portal/shared-auth', '1.1.0', false), entry('@portal/shared-ui', '1.1.0', true)],
    };
    expect(checkSharedAgainstShell(remote, shell).problems).toEqual([
      '@portal/shared-auth: the shell shares it as a singleton, the remote does not (policies differ)',
      '@portal/shared-ui: the remote shares it as a singleton, the shell does not (policies differ)',
    ]);
  });
});
