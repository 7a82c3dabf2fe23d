// Reads a remote's declared route patterns at build time, so the build can write them into the remote's
// mf-manifest.json (metaData.portal.routes): the shell learns from there, at run time, which URLs load
// which remote. The file is the same TypeScript module the remote's routes use for their paths, so a page
// is added or renamed in one place. It must be import-free data: the build evaluates it on its own.
import { transformFileSync } from '@swc/core';

/**
 * The module's ROUTE_PATTERNS.
 * @param {string} file  absolute path of the module exporting ROUTE_PATTERNS
 * @returns {Promise<{ patterns: string[] }>}
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
  return { patterns: [...patterns] };
}
