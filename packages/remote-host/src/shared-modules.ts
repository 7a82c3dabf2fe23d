// The modules a host shares with the remotes it renders on Node: the very copies it renders with, so a
// remote's page runs on the host's React, router and session module (one React per render, one router
// context, one session hint). The shell's server and the contract test's Node host both take their share
// scope from here, so a remote that renders in the contract test renders on the server with the same
// modules. Which modules are shared, as singletons or not, and at which versions is the one policy of
// packages/build-config/federation.mjs (`sharedConfig` for a server): the shell's build writes it into its server
// (__PORTAL_SHARED__), the contract test computes it from this package's installed modules.
import * as sharedAuth from '@portal/shared-auth';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as toast from 'react-hot-toast';
import * as router from 'react-router';
import * as routerDom from 'react-router-dom';

export interface SharePolicy {
  singleton: boolean;
  requiredVersion: string;
  version: string;
}

/**
 * Share name (what a remote imports) → the host's module: every singleton of the policy a remote's page
 * runs on the server (a stateless module the host does not list, the remote brings its own copy of).
 */
export const HOST_MODULES: Readonly<Record<string, unknown>> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router': router,
  'react-router-dom': routerDom,
  'react-hot-toast': toast,
  '@portal/shared-auth': sharedAuth,
};

/** The policy of a share name: its own entry, or its package's deep-import entry ("react/"). */
const policyOf = (policy: Record<string, SharePolicy>, name: string): SharePolicy | undefined =>
  policy[name] ??
  policy[
    `${name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/')}/`
  ];

/**
 * The share options of a host's federation instance on Node (spread into `createInstance`): the host's
 * modules by `policy` (share name → rule, as `sharedConfig(dir, { server: true })` writes it), and the
 * page's rule that the copy loaded first (the host's) is the one every remote runs on.
 */
export function hostShareOptions(policy: Record<string, SharePolicy>) {
  const shared: Record<
    string,
    { version: string; lib: () => unknown; shareConfig: { singleton: boolean; requiredVersion: string } }
  > = {};
  for (const [name, module] of Object.entries(HOST_MODULES)) {
    const rule = policyOf(policy, name);
    if (!rule)
      throw new Error(`${name} is shared by the host but not in packages/build-config/federation.mjs`);
    shared[name] = {
      version: rule.version,
      lib: () => module,
      shareConfig: { singleton: rule.singleton, requiredVersion: rule.requiredVersion },
    };
  }
  return { shared, shareStrategy: 'loaded-first' as const };
}
