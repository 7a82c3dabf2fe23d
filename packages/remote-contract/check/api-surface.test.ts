import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpedEnough, checkApiSurface, compareSurfaces, readApiSurface } from './api-surface';

describe('compareSurfaces', () => {
  const before = { '.': { a: 'function () => void', b: 'const 1' }, './x': { c: 'type string' } };

  it('asks for nothing when nothing changed', () => {
    expect(compareSurfaces(before, before).bump).toBe('none');
  });

  it('asks for a minor bump for additions and changed signatures, a major one for removals', () => {
    expect(compareSurfaces(before, { ...before, '.': { ...before['.'], d: 'const 2' } })).toEqual({
      removed: [],
      added: ['d'],
      changed: [],
      bump: 'minor',
    });
    expect(compareSurfaces(before, { ...before, './x': { c: 'type number' } })).toMatchObject({
      changed: ['./x: c'],
      bump: 'minor',
    });
    expect(
      compareSurfaces(before, { '.': { a: 'function () => void' }, './x': before['./x'] }),
    ).toMatchObject({
      removed: ['b'],
      bump: 'major',
    });
  });

  it('knows when a version is bumped enough', () => {
    expect(bumpedEnough('1.1.0', '1.1.0', 'none')).toBe(true);
    expect(bumpedEnough('1.1.0', '1.1.1', 'minor')).toBe(false);
    expect(bumpedEnough('1.1.0', '1.2.0', 'minor')).toBe(true);
    expect(bumpedEnough('1.1.0', '2.0.0', 'minor')).toBe(true);
    expect(bumpedEnough('1.1.0', '1.9.0', 'major')).toBe(false);
    expect(bumpedEnough('1.1.0', '2.0.0', 'major')).toBe(true);
  });
});

describe('checkApiSurface on a package', () => {
  let dir: string;
  const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
  const setVersion = (version: string) =>
    write(
      'package.json',
      JSON.stringify({ name: '@fixture/ui', version, exports: { '.': './src/index.ts' } }),
    );

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'api-surface-'));
    mkdirSync(join(dir, 'src'));
    write('tsconfig.json', JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022' } }));
    setVersion('1.0.0');
    write(
      'src/index.ts',
      `export interface BadgeProps extends Partial<Record<'id', string>> { tone?: 'red' | 'blue'; label: string }
       export function badge(props: BadgeProps, size = 2): string { return props.label + size; }
       export const VERSION = 'v1';
       export type Tone = BadgeProps['tone'];`,
    );
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every export with its kind and signature (parameter names do not count)', () => {
    expect(readApiSurface(dir)).toEqual({
      '.': {
        BadgeProps: `interface { extends Partial<Record<'id', string>>; tone?: "red" | "blue" | undefined; label: string }`,
        Tone: 'type "red" | "blue" | undefined',
        VERSION: 'const "v1"',
        badge: 'function (BadgeProps, ?number) => string',
      },
    });
  });

  it('fails until the API is recorded, then until a change comes with a big enough bump', () => {
    expect(checkApiSurface(dir, false)).toEqual([
      '@fixture/ui: no api-surface.json yet: record it with UPDATE_API_SURFACE=1',
    ]);
    expect(checkApiSurface(dir, true)).toEqual([]);
    expect(checkApiSurface(dir, false)).toEqual([]);

    // A new export without a version bump: refused, and the update refuses to record it.
    write('src/index.ts', `${readFileSync(join(dir, 'src/index.ts'), 'utf8')}\nexport const extra = 1;`);
    const refused = [
      '@fixture/ui: its API changed (added extra) but its version is still 1.0.0 (recorded 1.0.0): bump at least the minor version, then record it with UPDATE_API_SURFACE=1',
    ];
    expect(checkApiSurface(dir, false)).toEqual(refused);
    expect(checkApiSurface(dir, true)).toEqual(refused);

    // Bumped: the test asks for the record, the update writes it, and the check passes.
    setVersion('1.1.0');
    expect(checkApiSurface(dir, false)).toEqual([
      '@fixture/ui 1.1.0: added extra not recorded yet: run its tests once with UPDATE_API_SURFACE=1 and commit api-surface.json',
    ]);
    expect(checkApiSurface(dir, true)).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'api-surface.json'), 'utf8')).version).toBe('1.1.0');
    expect(checkApiSurface(dir, false)).toEqual([]);

    // Removing an export needs a major version.
    write(
      'src/index.ts',
      readFileSync(join(dir, 'src/index.ts'), 'utf8').replace('export const VERSION', 'const VERSION'),
    );
    setVersion('1.2.0');
    expect(checkApiSurface(dir, false)[0]).toContain('removed VERSION');
    expect(checkApiSurface(dir, false)[0]).toContain('bump at least the major version');
  });
});
