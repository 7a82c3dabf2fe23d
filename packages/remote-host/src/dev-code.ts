// Development-only code must never ship: the standalone pages' demo sign-in (with the demo credentials) is
// behind __PORTAL_DEV__ and absent from production builds. This scan of the built files proves it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Text that only development code contains: the demo password, the demo accounts, the sign-in's notice. */
export const DEV_ONLY_MARKERS = ['Demo1234', '@demo.test', 'Development only'];

const TEXT = /\.(js|mjs|css|html|json|map|txt)$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) yield* files(file);
    else if (TEXT.test(entry)) yield file;
  }
}

/** Every built file (source maps included: they hold the source of what was bundled) with a marker. */
export function findDevOnlyCode(dist: string, markers: readonly string[] = DEV_ONLY_MARKERS): string[] {
  const found: string[] = [];
  for (const file of files(dist)) {
    const text = readFileSync(file, 'utf8');
    const hits = markers.filter((marker) => text.includes(marker));
    if (hits.length > 0)
      found.push(`${relative(dist, file)} contains ${hits.map((h) => `"${h}"`).join(', ')}`);
  }
  return found;
}
