// What a remote's route-patterns module may declare: the build refuses a module the shell could misread.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRouteModule } from '../route-patterns.mjs';

const dir = mkdtempSync(join(tmpdir(), 'route-patterns-'));
let n = 0;
const moduleWith = (source: string) => {
  const file = join(dir, `patterns-${(n += 1)}.ts`);
  writeFileSync(file, source);
  return file;
};

describe('readRouteModule', () => {
  it('reads the patterns and the page chunks', async () => {
    const file = moduleWith(
      "export const ROUTE_PATTERNS: string[] = ['/find-jobs', '/jobs/:id'];\n" +
        "export const PAGE_CHUNKS: Record<string, string> = { '/find-jobs': 'find-jobs' };\n",
    );
    await expect(readRouteModule(file)).resolves.toEqual({
      patterns: ['/find-jobs', '/jobs/:id'],
      pageChunks: { '/find-jobs': 'find-jobs' },
      pageData: {},
    });
  });

  it('takes no page chunks as none', async () => {
    const file = moduleWith("export const ROUTE_PATTERNS = ['/employeer/*'];\n");
    await expect(readRouteModule(file)).resolves.toEqual({
      patterns: ['/employeer/*'],
      pageChunks: {},
      pageData: {},
    });
  });

  it('reads the pages’ first requests, and refuses one that is not a path of the API', async () => {
    const file = moduleWith(
      "export const ROUTE_PATTERNS = ['/e/*'];\n" +
        "export const PAGE_DATA = { '/e/home': [{ path: '/api/x', query: { a: '1' }, signedIn: true }] };\n",
    );
    await expect(readRouteModule(file)).resolves.toMatchObject({
      pageData: { '/e/home': [{ path: '/api/x', query: { a: '1' }, signedIn: true }] },
    });
    const foreign = moduleWith(
      "export const ROUTE_PATTERNS = ['/e'];\nexport const PAGE_DATA = { '/e': [{ path: 'https://x.test/api' }] };\n",
    );
    await expect(readRouteModule(foreign)).rejects.toThrow('PAGE_DATA["/e"]');
  });

  it('refuses a page chunk for a pattern the remote does not own, and an import', async () => {
    const stray = moduleWith(
      "export const ROUTE_PATTERNS = ['/a'];\nexport const PAGE_CHUNKS = { '/b': 'b' };\n",
    );
    await expect(readRouteModule(stray)).rejects.toThrow('PAGE_CHUNKS["/b"]');
    const importing = moduleWith("import x from './x';\nexport const ROUTE_PATTERNS = [x];\n");
    await expect(readRouteModule(importing)).rejects.toThrow('must not import anything');
  });
});
