import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { RuntimeConfig } from '@portal/remote-contract/runtime-config';

export interface RequestLogEntry {
  method: string;
  url: string;
  status: number;
  ms: number;
}

export interface StaticFilesOptions {
  dir: string;
  /** a path without an extension that is not a file is answered with index.html */
  spa?: boolean;
  /** top-level folders of `dir` that are never served (404), e.g. the shell's own server code, `server` */
  hidden?: string[];
  /** served as /config.json instead of the build's own file (runtime configuration) */
  config?: object | null;
  /** a failed read or an unexpected error (the response is a 500 or is cut; the server keeps going) */
  onError?: (error: Error) => void;
}

export interface ServeOptions extends StaticFilesOptions {
  port: number;
  host?: string;
  /** true: one line per request on the console; a function: called once per request */
  log?: boolean | ((entry: RequestLogEntry) => void);
  /** how long a client may take to send its headers (default 20 s) and its whole request (30 s) */
  timeouts?: { headersMs?: number; requestMs?: number };
}

export declare const COMPRESSIBLE: RegExp;
export declare const IMMUTABLE: string;
export declare const SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare function cacheControlFor(path: string): string;
/** Any part of a config.json will do: a remote's own names only its API. */
export declare function contentSecurityPolicy(config: Partial<RuntimeConfig> | null | undefined): string;
export declare function staticFiles(
  options: StaticFilesOptions,
): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
export declare function serveStatic(options: ServeOptions): Promise<Server>;
