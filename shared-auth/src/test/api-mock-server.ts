// Starts the REAL api-mock (@portal/api-mock) on a random port for the client tests: fresh in-memory database,
// seed data (demo accounts) and the QA controls (/__qa/faults to inject an error status or latency).
import { QA_TOKEN_HEADER } from '@portal/contracts/constants';
import { QA_PATHS } from '@portal/contracts/paths';
import { DEMO } from '@portal/api-mock/demo-accounts';

interface ListeningApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
  server: { address(): unknown };
}
interface ApiMockModule {
  buildApp(options: {
    dbFile: string;
    seed: boolean;
    qa: boolean;
    qaToken: string;
  }): ListeningApp | Promise<ListeningApp>;
}

// Imported by name at run time so that this package's typecheck does not compile api-mock's sources.
const API_MOCK = '@portal/api-mock';

export interface ApiMock {
  url: string;
  close(): Promise<void>;
  /** Makes matching routes answer `status` and/or wait `delayMs` (QA control). */
  fault(fault: { pattern: string; status?: number; delayMs?: number; times?: number }): Promise<void>;
  clearFaults(): Promise<void>;
  /** Advances the API's QA clock by `days`, or puts it back to the real time (null). */
  moveClock(days: number | null): Promise<void>;
  /** Logs in through plain fetch (no client under test involved) and returns the token. */
  tokenFor(email: string, password: string): Promise<{ token: string; user: Record<string, unknown> }>;
}

export const DEMO_SEEKER = DEMO.seeker;

export async function startApiMock(): Promise<ApiMock> {
  const { buildApp } = (await import(/* @vite-ignore */ API_MOCK)) as ApiMockModule;
  // Every QA call carries the QA token (header X-QA-Token).
  const qaToken = 'shared-auth-test-qa-token';
  const app = await buildApp({ dbFile: ':memory:', seed: true, qa: true, qaToken });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;

  async function call(method: string, path: string, body?: unknown): Promise<Response> {
    const res = await fetch(url + path, {
      method,
      headers: {
        [QA_TOKEN_HEADER]: qaToken,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res;
  }

  return {
    url,
    close: async () => {
      await app.close();
    },
    async fault(fault) {
      const res = await call('POST', QA_PATHS.faults, fault);
      if (!res.ok) throw new Error(`QA fault rejected: ${res.status} ${await res.text()}`);
    },
    async clearFaults() {
      await call('DELETE', QA_PATHS.faults);
    },
    async moveClock(days) {
      const res =
        days === null
          ? await call('DELETE', '/__qa/clock')
          : await call('POST', '/__qa/clock/advance', { days });
      if (!res.ok) throw new Error(`QA clock refused: ${res.status} ${await res.text()}`);
    },
    async tokenFor(email, password) {
      const res = await call('POST', '/api/auth/login', { email, password });
      if (!res.ok) throw new Error(`demo login failed: ${res.status} ${await res.text()}`);
      const { token, ...user } = (await res.json()) as { token: string } & Record<string, unknown>;
      return { token, user };
    },
  };
}
