// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compactErrorLogs, compactLogArgument } from './console';

/** An error shaped as the HTTP client (axios) raises it, with the request and response objects it carries. */
function httpError(message: string, config: { method?: string; url: string }, status?: number) {
  return Object.assign(new Error(message), {
    name: 'AxiosError',
    isAxiosError: true,
    config: { ...config, headers: {} },
    request: { socket: { buffer: 'x'.repeat(10_000) }, path: config.url },
    response: status === undefined ? undefined : { status, data: { message: 'Job not found' }, headers: {} },
  });
}

const notFound = () =>
  httpError(
    'Request failed with status code 404',
    { method: 'get', url: '/api/jobs/000000000000000000000000' },
    404,
  );

describe('errors in the server’s log', () => {
  it('an HTTP error is one line: what was asked for and what came back', () => {
    expect(compactLogArgument(notFound())).toBe(
      'Request failed with status code 404 (GET /api/jobs/000000000000000000000000)',
    );
    const offline = httpError('connect ECONNREFUSED', { url: '/api/jobs' });
    expect(compactLogArgument(offline)).toBe('connect ECONNREFUSED (GET /api/jobs, no response)');
  });

  it('another error keeps its stack; anything else is unchanged', () => {
    const error = new TypeError('boom');
    expect(compactLogArgument(error)).toBe(error.stack);
    expect(compactLogArgument('Failed to load job')).toBe('Failed to load job');
    expect(compactLogArgument(42)).toBe(42);
  });

  it('console.error writes a failed load in one short line, however often it is installed', () => {
    const written: unknown[][] = [];
    const target = { error: (...args: unknown[]) => written.push(args) } as unknown as Console;
    compactErrorLogs(target);
    compactErrorLogs(target);
    target.error('Failed to load job', notFound());
    expect(written).toEqual([
      ['Failed to load job', 'Request failed with status code 404 (GET /api/jobs/000000000000000000000000)'],
    ]);
  });
});
