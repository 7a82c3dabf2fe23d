export interface SharePolicy {
  singleton: boolean;
  why: string;
  import?: string;
}
export declare const SHARED_POLICY: Record<string, SharePolicy>;
export declare const ROUTER_SHARE: Record<'react-router' | 'react-router-dom', string>;
export declare const ROUTER_PACKAGE: string;
export declare const NODE_RUNTIME_PLUGINS: string[];
export declare function routerPackageEntry(appDir: string): string;
export interface SharedModuleConfig {
  import?: string;
  singleton: boolean;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}
export declare function sharedConfig(
  appDir: string,
  options?: { server?: boolean },
): Record<string, SharedModuleConfig>;
