// The chrome index.html paints before any script: rendered from the shell's own components at build time,
// with Tailwind CSS made for exactly its classes.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildChrome, classNamesIn } from '../chrome.mjs';

const SHELL = join(import.meta.dirname, '..', '..', 'shell');

describe('classNamesIn', () => {
  it('reads every class of class="…" attributes once', () => {
    expect(
      classNamesIn('<div class="a  b"><span class="b c"></span><p className="x"></p></div>').sort(),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('buildChrome', () => {
  it('renders the shell’s header and skeleton, with inline styles for exactly their classes', async () => {
    const chrome = await buildChrome({
      dir: SHELL,
      module: 'src/features/chrome/static-chrome.tsx',
      stylesheet: 'src/features/chrome/chrome.css',
      optimize: false,
    });
    expect(chrome.html).toMatch(/^<div class="[^"]*min-h-screen/);
    expect(chrome.html).toContain('<header');
    expect(chrome.html).toContain('href="/"');
    expect(chrome.html).toContain('Loading...');
    for (const name of classNamesIn(chrome.html)) {
      const selector = `.${name.replace(/[^a-zA-Z0-9_-]/g, (c: string) => `\\${c}`)}`;
      expect(chrome.css, name).toContain(selector);
    }
    // Nothing the chrome does not use: no utility of the app's other pages.
    expect(chrome.css).not.toContain('.grid-cols-2');
  }, 30_000);
});
