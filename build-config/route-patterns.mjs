// Reads a remote's declared route patterns at build time, so the build can write them into the remote's
// mf-manifest.json (metaData.portal.routes): the shell learns from there, at run time, which URLs load
// which remote. The file is the same TypeScript module the remote's routes use for their paths, so a page
// is added or renamed in one place. It must be import-free data: the build evaluates it on its own.
import { transformFileSync } from '@swc/core';

/** A declared request, as @portal/shared-auth/prefetch reads it (its DeclaredRequest).
 * @typedef {{ path: string, query?: Record<string, string>, fromSearch?: string[], signedIn?: boolean }} DeclaredRequest */

/**
 * The module's ROUTE_PATTERNS, and optionally, for pages worth starting before the remote's code has run
 * (the manifest lists them, so the host fetches them with the remote's entry):
 * - PAGE_CHUNKS: route pattern → the webpackChunkName of the page's lazy import;
 * - PAGE_DATA: URL pattern (one of ROUTE_PATTERNS or a page below them) → the GET requests the page makes
 *   first, as @portal/shared-auth/prefetch reads them.
 * @param {string} file  absolute path of the module exporting ROUTE_PATTERNS
 * @returns {Promise<{ patterns: string[], pageChunks: Record<string, string>, pageData: Record<string, DeclaredRequest[]> }>}
 */
export async function readRouteModule(file) {
  const { code } = transformFileSync(file, {
    swcrc: false,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  if (/^\s*import[\s{*]/m.test(code) || /\bimport\s*\(/.test(code)) {
    throw new Error(`${file} must not import anything: the build reads ROUTE_PATTERNS from it on its own`);
  }
  const module = await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
  const patterns = module.ROUTE_PATTERNS;
  if (!Array.isArray(patterns) || patterns.length === 0) {
    throw new Error(`${file} must export ROUTE_PATTERNS, a non-empty array of URL patterns`);
  }
  for (const pattern of patterns) {
    if (typeof pattern !== 'string' || !pattern.startsWith('/')) {
      throw new Error(`${file}: route pattern ${JSON.stringify(pattern)} must be an absolute path`);
    }
  }
  const pageChunks = module.PAGE_CHUNKS ?? {};
  if (typeof pageChunks !== 'object' || pageChunks === null || Array.isArray(pageChunks)) {
    throw new Error(`${file}: PAGE_CHUNKS must map route patterns to chunk names`);
  }
  for (const [pattern, chunk] of Object.entries(pageChunks)) {
    if (!patterns.includes(pattern) || typeof chunk !== 'string' || !chunk) {
      throw new Error(
        `${file}: PAGE_CHUNKS[${JSON.stringify(pattern)}] must name a chunk of one of ROUTE_PATTERNS`,
      );
    }
  }
  const pageData = module.PAGE_DATA ?? {};
  if (typeof pageData !== 'object' || pageData === null || Array.isArray(pageData)) {
    throw new Error(`${file}: PAGE_DATA must map URL patterns to lists of requests`);
  }
  for (const [pattern, requests] of Object.entries(pageData)) {
    const valid =
      pattern.startsWith('/') &&
      Array.isArray(requests) &&
      requests.every(
        (request) =>
          typeof request?.path === 'string' &&
          request.path.startsWith('/') &&
          !request.path.startsWith('//') &&
          Object.values(request.query ?? {}).every((value) => typeof value === 'string') &&
          (request.fromSearch ?? []).every((/** @type {unknown} */ name) => typeof name === 'string'),
      );
    if (!valid) {
      throw new Error(
        `${file}: PAGE_DATA[${JSON.stringify(pattern)}] must list requests { path: '/api/…', query?, fromSearch?, signedIn? }`,
      );
    }
  }
  return { patterns: [...patterns], pageChunks: { ...pageChunks }, pageData: { ...pageData } };
}
