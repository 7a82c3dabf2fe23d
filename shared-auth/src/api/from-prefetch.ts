// The API client's side of prefetched first requests (./prefetch.ts), in a chunk of its own: loaded only
// when the host page's first script made such a request, so a page without one (the landing page) does not
// carry it.
import type { AxiosRequestConfig, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { apiRequestUrl, takePrefetched } from './prefetch';

/**
 * A GET the host page's first script already asked for (./prefetch.ts): its successful JSON answer, shaped
 * as axios would give it, without waiting for axios (a page's first paint then does not need axios at
 * all). Undefined for anything else: no prefetch, a failure, another session, params that are not plain.
 */
export async function fromPrefetch<T>(config: AxiosRequestConfig): Promise<AxiosResponse<T> | undefined> {
  if ((config.method ?? 'get').toLowerCase() !== 'get' || typeof config.url !== 'string') return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries((config.params ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean')
      return undefined;
    params[name] = String(value);
  }
  let prefetched;
  try {
    prefetched = takePrefetched(apiRequestUrl(config.baseURL ?? '', config.url, params));
  } catch {
    return undefined; // not a URL (no base URL configured): the network way reports it
  }
  if (!prefetched) return undefined;
  try {
    const { status, contentType, body } = await prefetched;
    if (status < 200 || status >= 300 || !/\bjson\b/.test(contentType)) return undefined;
    return {
      data: JSON.parse(body) as T,
      status,
      statusText: 'OK',
      headers: { 'content-type': contentType },
      config: config as InternalAxiosRequestConfig,
    };
  } catch {
    return undefined; // it failed on the way: ask the network
  }
}
