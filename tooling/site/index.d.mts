import type { ChildProcess } from 'node:child_process';
import type { RuntimeConfig } from '@portal/remote-contract/runtime-config';

export type LogMode = 'requests' | 'quiet' | 'silent';
export declare const LOG_MODES: readonly LogMode[];

export interface LogSink {
  readonly mode: LogMode;
  write(part: string, text: string, request?: boolean): void;
  tail(part?: string, count?: number): string[];
}
export declare function createLogSink(options?: { mode?: LogMode; print?: (line: string) => void }): LogSink;

export type PartKey = 'api' | 'shell' | 'seeker' | 'employer';
export type AppKey = Exclude<PartKey, 'api'>;
/** The mail catcher's ports (web UI and REST API, SMTP) are there unless the site starts without it. */
export type Ports = Record<PartKey, number> & { mail?: number; smtp?: number };

/** The runtime configuration every app of the site reads from /config.json, naming both of its remotes. */
export type SiteConfig = RuntimeConfig & { remotes: { seeker: string; employer: string } };

export declare const ROOT: string;
export declare const PARTS: Readonly<Record<PartKey | 'mail' | 'smtp', string>>;
export declare const DEFAULT_PORTS: Readonly<Required<Ports>>;
export declare const QA_TOKEN_HEADER: string;
export declare const DEMO_ACCOUNTS: string;

export declare class SiteError extends Error {
  constructor(message: string, details?: { part?: string; port?: number; output?: string[] });
  readonly part: string | undefined;
  readonly port: number | undefined;
  readonly output: string[];
}

/** api-mock's build: the server as one JavaScript file. */
export declare const API_SERVER: string;
export declare function distOf(app: AppKey | 'seeker-remote' | 'employer-remote'): string;
export declare function newQaToken(): string;
export declare function assertPortFree(part: string, port: number, host?: string): Promise<void>;
export declare function assertPortsFree(ports: Partial<Ports>, host?: string): Promise<void>;
export declare function waitForHttp(
  url: string,
  options?: { timeoutMs?: number; signal?: AbortSignal },
): Promise<void>;

export interface ApiExit {
  code: number | null;
  signal: string | null;
  /** true when the exit was asked for (stop/kill) */
  expected: boolean;
}

export interface ApiOptions {
  port?: number;
  /** where it listens (HOST), default 127.0.0.1 */
  host?: string;
  /** the host name in URLs, default localhost */
  publicHost?: string;
  /** added to the inherited environment (API_DB_FILE, API_SEED_SIZE…) */
  env?: Record<string, string>;
  /** the QA secret; default API_QA_TOKEN, else a fresh one */
  qaToken?: string;
  logs?: LogSink;
  /** the log prefix, default "api" */
  name?: string;
  readyTimeoutMs?: number;
}

export interface ApiProcess {
  part: string;
  port: number;
  url: string;
  qaToken: string;
  child: ChildProcess;
  exited: Promise<ApiExit>;
  output(): string[];
  /** SIGTERM to its process group, SIGKILL after 5 s; resolves when it is gone */
  stop(): Promise<void>;
  /** SIGKILL to its process group, now */
  kill(): void;
}
export declare function startApi(options?: ApiOptions): Promise<ApiProcess>;

export interface AppOptions {
  /** the name in messages: "shell", "seeker-remote"… */
  part: string;
  /** the log prefix, default `part` */
  name?: string;
  dir: string;
  port: number;
  host?: string;
  publicHost?: string;
  spa?: boolean;
  /** served as /config.json instead of the build's own file */
  config?: object | null;
  logs?: LogSink | null;
}
export interface StaticApp {
  part: string;
  port: number;
  url: string;
  /** Cuts every open connection at once (a site killed as by a crash). */
  dropConnections(): void;
  close(): Promise<void>;
}
export declare function serveApp(options: AppOptions): Promise<StaticApp>;

export interface MailCatcherOptions {
  /** MailDev's web UI and REST API (default 1080) */
  webPort?: number;
  /** its SMTP server (default 1025) */
  smtpPort?: number;
  host?: string;
  publicHost?: string;
}
export interface MailCatcher {
  /** the web UI; the REST API is under /api (GET /api/email) */
  url: string;
  /** what api-mock sends to (API_SMTP_URL) */
  smtpUrl: string;
  stop(): Promise<void>;
}
export declare function startMailCatcher(options?: MailCatcherOptions): Promise<MailCatcher>;

export interface ShellOptions extends Omit<AppOptions, 'part' | 'spa'> {
  /** the site's public origin for canonical links and the sitemap; default: http://localhost:<port> (never a request's Host) */
  siteUrl?: string | undefined;
  /** the API's QA controls are on: a page's first render calls the API as the visitor's QA session (the shell server's `qa`) */
  qa?: boolean | undefined;
  /** servers, each in a process of its own, sharing the port (SO_REUSEPORT); default 1 */
  threads?: number | undefined;
}
export declare function shellServerOf(dir: string): string;
/** The shell's rendering server (dist/server/index.cjs) on a shell build. */
export declare function serveShell(options: ShellOptions): Promise<StaticApp>;

export interface SiteOptions {
  ports?: Partial<Ports>;
  /** false: no mail catcher (api-mock then queues mail without sending it) */
  mail?: false;
  host?: string;
  publicHost?: string;
  /** /config.json of every app; default: the local URLs of the API and the remotes */
  config?: SiteConfig;
  /** the site's public origin (canonical links, the sitemap); default: the shell's local URL (never a request's Host) */
  siteUrl?: string;
  /** build folders; default <app>/dist */
  dist?: Partial<Record<AppKey, string>>;
  /** api-mock's extra environment (API_DB_FILE, API_SEED…) */
  apiEnv?: Record<string, string>;
  qaToken?: string;
  log?: LogMode;
  print?: (line: string) => void;
  logs?: LogSink;
  readyTimeoutMs?: number;
  /** the shell's rendering servers sharing its port (serveShell's threads); default 1, `npm start` one per core */
  shellThreads?: number;
}

export interface Site {
  ports: Ports;
  urls: Record<PartKey, string> & { mail?: string; smtp?: string };
  config: SiteConfig;
  qaToken: string;
  /** false when api-mock runs without its QA controls (API_QA=0) */
  qa: boolean;
  /** the mail catcher api-mock sends to, or null */
  mail: MailCatcher | null;
  api: ApiProcess;
  apps: Record<AppKey, StaticApp>;
  logs: LogSink;
  /** resolves when api-mock exits, asked for or not */
  exited: Promise<ApiExit>;
  stop(): Promise<void>;
  kill(): void;
}
export declare function startSite(options?: SiteOptions): Promise<Site>;
export declare function banner(site: Site): string;
export declare function stopOnSignals(
  site: Site,
  options?: { print?: (line: string) => void; watchParent?: boolean },
): void;
export declare function siteConfigAt(urls: Record<'api' | AppKey, string>): SiteConfig;
export declare function siteApiEnv(urls: Record<AppKey, string>, config: SiteConfig): Record<string, string>;
export declare function siteFromEnv(env?: NodeJS.ProcessEnv): {
  host: string;
  ports: Ports;
  urls: Record<AppKey, string>;
  config: SiteConfig;
  /** PORTAL_SITE_URL: the origin canonical links and the sitemap name (default: the shell's local URL). */
  siteUrl: string;
  /** PORTAL_SHELL_THREADS: the shell's rendering servers (default: one per core). */
  shellThreads: number;
};
export declare function portFromEnv(name: string, fallback: number, env?: NodeJS.ProcessEnv): number;
export declare function countFromEnv(name: string, fallback: number, env?: NodeJS.ProcessEnv): number;
export declare function logModeFrom(value: string | undefined, fallback: LogMode): LogMode;
