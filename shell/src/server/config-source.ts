// The server's runtime configuration, the browser's own (config.json: the API, each remote's manifest):
// the one given at start, else the build's config.json, read again whenever the file changes (a release
// switch or rollback is an edit of it), checked at most every CHECK_MS so a busy server does not ask the
// file system on every request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CLOCK_OFFSET_GLOBAL } from '@portal/contracts/constants';
import { configureApi } from '@portal/shared-auth';
import {
  DEFAULT_CONFIG,
  parseRuntimeConfig,
  type RuntimeConfig,
} from '@portal/remote-contract/runtime-config';
import { currentRenderCallHeaders } from './qa-calls';

const CHECK_MS = 250;

const renderApis = new AsyncLocalStorage<string>();

/** Runs `work` (a page's render, the check of its session) with its API calls sent to `apiUrl`. */
export function withConfigApi<T>(apiUrl: string, work: () => T): T {
  return renderApis.run(apiUrl, work);
}

// The server's own requests (route loaders, the session's check) go to the API of the config the request
// they serve was read with: it rides in the render's async context, never in the process (two servers in
// one process, or a config switched mid-render, each keep theirs), with what the render making them adds
// (a QA environment's session and mark: ./qa-calls). Outside a render there is no API to call.
configureApi({
  baseURL: '',
  requestBaseURL: () => renderApis.getStore(),
  requestHeaders: currentRenderCallHeaders,
});

// A QA environment's clock: its API names its offset in every reply, which shared-auth's client writes to a
// global (CLOCK_OFFSET_GLOBAL) that shared-ui's `portalNow` reads, the remotes' copies included ("posted N
// days ago"), and the server puts in the page. On the server that global answers for the API the current
// render calls: each API's offset as it last named it, so a server on another API in the same process never
// moves this one's pages' clock, and a page whose render asks its API nothing still counts from what its
// API said last. Outside a render it is a plain value, as in a browser.
const clockOffsets = new Map<string, unknown>();
let clockOffsetOutsideRenders: unknown = (globalThis as Record<symbol, unknown>)[
  Symbol.for(CLOCK_OFFSET_GLOBAL)
];
Object.defineProperty(globalThis, Symbol.for(CLOCK_OFFSET_GLOBAL), {
  configurable: true,
  get() {
    const api = renderApis.getStore();
    return api === undefined ? clockOffsetOutsideRenders : clockOffsets.get(api);
  },
  set(value: unknown) {
    const api = renderApis.getStore();
    if (api === undefined) clockOffsetOutsideRenders = value;
    else clockOffsets.set(api, value);
  },
});

export interface ConfigSource {
  current(): Promise<RuntimeConfig>;
}

export function createConfigSource({
  dir,
  config,
  onError,
}: {
  dir: string;
  config: object | null;
  onError: (message: string) => void;
}): ConfigSource {
  const file = join(dir, 'config.json');
  let known: { mtimeMs: number; config: RuntimeConfig } | null = null;
  let checkedAt = -Infinity;
  let checking: Promise<RuntimeConfig> | null = null;

  if (config) {
    const given = parseRuntimeConfig(config);
    return { current: async () => given };
  }

  async function check(): Promise<RuntimeConfig> {
    try {
      const { mtimeMs } = await stat(file);
      if (known?.mtimeMs !== mtimeMs) {
        known = { mtimeMs, config: parseRuntimeConfig(JSON.parse(await readFile(file, 'utf8'))) };
      }
    } catch (error) {
      // Missing or invalid: the browser would use the defaults, so the server renders with them too.
      if (known?.mtimeMs !== -1)
        onError(`config.json: ${error instanceof Error ? error.message : String(error)}; using the defaults`);
      known = { mtimeMs: -1, config: DEFAULT_CONFIG };
    }
    return known.config;
  }

  return {
    current() {
      const now = performance.now();
      if (known && now - checkedAt < CHECK_MS) return Promise.resolve(known.config);
      checking ??= check().finally(() => {
        checkedAt = performance.now();
        checking = null;
      });
      return checking;
    },
  };
}
