import { getApiBaseUrl } from '@portal/shared-auth';

/** A stored file's URL as a link target: absolute URLs as they are, server paths on the API host. */
export function resolveFileUrl(url: string): string {
  if (!url || /^(https?:|blob:|data:)/i.test(url)) return url;
  return `${getApiBaseUrl()}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** The file name shown for a resume link ("resume.pdf"), from the last path segment. */
export function fileNameOf(url: string): string {
  try {
    const path = new URL(url, 'http://x').pathname;
    return decodeURIComponent(path.split('/').filter(Boolean).pop() ?? '') || 'Resume';
  } catch {
    return 'Resume';
  }
}
