// The modules the server shares with the remotes it renders: the very copies it renders with, so a remote's
// page runs on the server's React, router and session module (one React per render, one router context,
// one session hint). Which modules are shared, as singletons or not, and at which versions is the one
// policy of build-config/federation.mjs, written into this build (__PORTAL_SHARED__, see webpack.mjs).
import * as sharedAuth from '@portal/shared-auth';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as toast from 'react-hot-toast';
import * as router from 'react-router';
import * as routerDom from 'react-router-dom';

interface SharePolicy {
  singleton: boolean;
  requiredVersion: string;
  version: string;
}
declare const __PORTAL_SHARED__: Record<string, SharePolicy>;
const POLICY: Record<string, SharePolicy> = __PORTAL_SHARED__;

/** Share name (what a remote imports) → the server's module. */
const MODULES: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router': router,
  'react-router-dom': routerDom,
  'react-hot-toast': toast,
  '@portal/shared-auth': sharedAuth,
};

/** The policy of a share name: its own entry, or its package's deep-import entry ("react/"). */
const policyOf = (name: string): SharePolicy | undefined =>
  POLICY[name] ??
  POLICY[
    `${name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/')}/`
  ];

/** The `shared` option of the server's federation instance. */
export function sharedModules() {
  const shared: Record<
    string,
    { version: string; lib: () => unknown; shareConfig: { singleton: boolean; requiredVersion: string } }
  > = {};
  for (const [name, module] of Object.entries(MODULES)) {
    const policy = policyOf(name);
    if (!policy) throw new Error(`${name} is shared by the server but not in build-config/federation.mjs`);
    shared[name] = {
      version: policy.version,
      lib: () => module,
      shareConfig: { singleton: policy.singleton, requiredVersion: policy.requiredVersion },
    };
  }
  return shared;
}
