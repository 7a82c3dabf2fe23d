// A small script of a host page's own, first in index.html's head: bundled with esbuild (not as a webpack
// entry: every entry of a federated build carries the 28 KB federation runtime), emitted as a hashed file
// (cached for good, like the chunks) and loaded as a classic script, so it runs the moment it arrives,
// before the deferred entry. A file, not an inline script: the Content-Security-Policy keeps allowing
// scripts from the site only.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';

/**
 * @param {import('webpack').Compiler} compiler
 * @param {object} options
 * @param {string} options.name  the plugin's name (webpack hooks)
 * @param {string} options.file  the file's name before its hash (`early` → early.<hash>.js)
 * @param {boolean} options.minify  production: minified and hashed
 * @param {(compilation: import('webpack').Compilation) => string} options.entry  the entry's source (TS)
 * @param {Record<string, string>} [options.attributes]  more attributes of the script tag
 * @param {import('esbuild').BuildOptions} [options.esbuild]  more esbuild options
 */
export function addHeadScript(compiler, { name, file, minify, entry, attributes = {}, esbuild = {} }) {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    /** @type {string | null} */
    let emitted = null;
    compilation.hooks.processAssets.tapPromise(
      { name, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      async () => {
        const result = await build({
          stdin: {
            contents: entry(compilation),
            resolveDir: compiler.context,
            loader: 'ts',
            sourcefile: `${file}-entry.ts`,
          },
          absWorkingDir: compiler.context,
          bundle: true,
          format: 'iife',
          target: 'es2020',
          platform: 'browser',
          minify,
          legalComments: 'none',
          metafile: true,
          write: false,
          ...esbuild,
        });
        // Watch mode rebuilds when a file the script is made of changes.
        for (const input of Object.keys(result.metafile?.inputs ?? {})) {
          if (!input.startsWith('<')) compilation.fileDependencies.add(join(compiler.context, input));
        }
        const output = result.outputFiles?.[0];
        if (!output) throw new Error(`${name}: esbuild wrote nothing for ${file}`);
        const code = output.text;
        const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
        emitted = minify ? `${file}.${hash}.js` : `${file}.js`;
        compilation.emitAsset(emitted, new sources.RawSource(code));
      },
    );
    HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
      if (emitted) {
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            src: `${data.publicPath}${emitted}`,
            ...attributes,
          }),
        );
      }
      return data;
    });
  });
}
