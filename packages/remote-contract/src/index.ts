// Public API of @portal/remote-contract: the remote contract's types, the run-time checks the shell applies
// at the federation boundary (and each remote's contract test applies to its build), the one reader of a
// remote's manifest, and URL ownership.
export {
  CONTRACT_VERSION,
  MANIFEST_METADATA_KEY,
  pageHandle,
  ROUTE_AUTH_VALUES,
  ROUTES_EXPOSE,
  type RemoteEnv,
  type RemoteLazyRoute,
  type RemoteManifestMetadata,
  type RemoteRoute,
  type RemoteRoutesInstance,
  type RemoteRoutesModule,
  type RouteAuth,
  type RouteHandle,
} from './contract';
export {
  assertRoutesModule,
  checkLazyResult,
  checkRoutesInstance,
  checkRoutesModule,
  ContractError,
  createRemoteRoutes,
  isComponent,
  joinPath,
} from './validate';
export {
  parseRemoteManifest,
  readRemoteManifest,
  readSharedModules,
  type ReadManifest,
  type RemoteCode,
  type RemoteManifest,
  type SharedModule,
} from './manifest';
export {
  compareClaims,
  conflictingClaims,
  findOwner,
  resolveOwner,
  routePatterns,
  samplePath,
  type Ownership,
  type RemoteClaims,
} from './patterns';
