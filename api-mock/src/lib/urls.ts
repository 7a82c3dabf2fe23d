import { badRequest } from './errors.js';

/** "" or an absolute http(s) URL; anything else (javascript:, data:, relative junk) is refused. */
export function checkUrlOrEmpty(field: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const v = value.trim();
  if (v === '') return '';
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw badRequest(`${field}: must be an http(s) URL or empty`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw badRequest(`${field}: must be an http(s) URL or empty`);
  return v;
}
