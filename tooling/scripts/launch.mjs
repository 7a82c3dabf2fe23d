#!/usr/bin/env node
// Runs one of the repository's scripts on the Node.js the project is built and tested on: the version
// package.json's `engines.node` names (">=X.Y.Z"). When the running Node is at least that, the script runs
// in this process. When it is older (a machine with only the distribution's Node, say), that version is
// fetched once from the npm registry (the `node` package, as `npx pnpm@…` brings pnpm) and the script runs
// on it in a child process. Either way the Node in use goes first on PATH, so everything the script starts
// (pnpm, vitest, webpack, the site's servers) runs on the same Node.
//   node tooling/scripts/launch.mjs tooling/scripts/test.mjs [args…]
// (The same for a script run directly with node: tooling/scripts/project-node.mjs.)
// This file is what an old Node executes, so it keeps to what Node 18 understands.
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { atLeast, envFor, parse, projectNodeOrExit, requiredNode, runOn } from './project-node.mjs';

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const [script, ...args] = process.argv.slice(2);
  if (!script) {
    console.error('usage: node tooling/scripts/launch.mjs <script.mjs> [args…]');
    process.exit(2);
  }
  const scriptPath = resolve(script);
  const version = requiredNode();
  if (atLeast(parse(process.versions.node), parse(version))) {
    Object.assign(process.env, envFor(process.execPath));
    process.argv = [process.argv[0] ?? process.execPath, scriptPath, ...args];
    await import(pathToFileURL(scriptPath).href);
  } else {
    runOn(projectNodeOrExit(version), scriptPath, args);
  }
}
