// Minimal types for the parts of autocannon the benchmark uses (the package ships none).
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  export interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  export interface RequestStep extends RawRequest {
    /** Called before each request: returns the request to send. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  }
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Sent with every request. */
    headers?: Record<string, string>;
    requests?: RequestStep[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
