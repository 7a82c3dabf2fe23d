/** A request a remote declares for one of its pages, as @portal/shared-auth/prefetch reads it. */
export interface DeclaredRequest {
  path: string;
  query?: Record<string, string>;
  fromSearch?: string[];
  signedIn?: boolean;
}

export function readRouteModule(file: string): Promise<{
  patterns: string[];
  pageChunks: Record<string, string>;
  pageData: Record<string, DeclaredRequest[]>;
}>;
