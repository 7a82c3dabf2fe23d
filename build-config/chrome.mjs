// The host's chrome before scripts: index.html carries the site header and a page skeleton, rendered at
// build time from the app's own React components, and the CSS they need inline, so the browser paints
// them from the HTML alone (no script has run, no stylesheet has arrived). The styles are Tailwind's, made
// from the same theme for exactly the classes of that markup: the full stylesheet that follows with the
// app has the same rules, so nothing changes when it lands.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';
import { tsImport } from 'tsx/esm/api';

/**
 * Every class name in `class="…"` attributes of some HTML.
 * @param {string} html
 */
export function classNamesIn(html) {
  const names = new Set();
  for (const [, value] of html.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of /** @type {string} */ (value).split(/\s+/)) if (name) names.add(name);
  }
  return [...names];
}

/**
 * @param {object} options
 * @param {string} options.dir         the app folder
 * @param {string} options.module      its module exporting `renderStaticChrome(): string` (TSX is fine)
 * @param {string} options.stylesheet  the Tailwind entry for the chrome (`@import 'tailwindcss' source(none)`
 *                                      and the theme); the chrome's classes are added as its only source
 * @param {boolean} options.optimize   minify (production)
 * @returns {Promise<{ html: string, css: string, files: string[] }>}
 */
export async function buildChrome({ dir, module, stylesheet, optimize }) {
  const moduleFile = join(dir, module);
  // The workspace's compiler settings (the JSX runtime) for every file the chrome imports, in any package:
  // an app's own tsconfig.json covers only its own folder.
  const { renderStaticChrome } = await tsImport(pathToFileURL(moduleFile).href, {
    parentURL: import.meta.url,
    tsconfig: join(import.meta.dirname, '..', 'tsconfig.base.json'),
  });
  const html = renderStaticChrome();
  const template = readFileSync(join(dir, 'index.html'), 'utf8');
  const classes = classNamesIn(`${template}\n${html}`);
  const cssFile = join(dir, stylesheet);
  const source = `${readFileSync(cssFile, 'utf8')}\n@source inline(${JSON.stringify(classes.join(' '))});\n`;
  const { css } = await postcss([tailwindcss({ base: dir, optimize })]).process(source, { from: cssFile });
  return { html, css, files: [moduleFile, cssFile] };
}
