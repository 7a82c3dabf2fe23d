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
  it('reads the patterns', async () => {
    const file = moduleWith("export const ROUTE_PATTERNS: string[] = ['/find-jobs', '/jobs/:id'];\n");
    await expect(readRouteModule(file)).resolves.toEqual({ patterns: ['/find-jobs', '/jobs/:id'] });
  });

  it('refuses no patterns, a relative pattern and an import', async () => {
    await expect(readRouteModule(moduleWith('export const ROUTE_PATTERNS = [];\n'))).rejects.toThrow(
      'non-empty array',
    );
    await expect(readRouteModule(moduleWith("export const ROUTE_PATTERNS = ['a'];\n"))).rejects.toThrow(
      'must be an absolute path',
    );
    const importing = moduleWith("import x from './x';\nexport const ROUTE_PATTERNS = [x];\n");
    await expect(readRouteModule(importing)).rejects.toThrow('must not import anything');
  });
});
