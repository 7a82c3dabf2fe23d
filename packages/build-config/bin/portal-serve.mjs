#!/usr/bin/env node
// portal-serve [--dir dist] [--port 3000] [--spa] [--log]: the static server of ../serve.mjs on its own.
import { resolve } from 'node:path';
import { serveStatic } from '../serve.mjs';

const args = process.argv.slice(2);
/**
 * @param {string} name
 * @param {string} fallback
 */
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  // A flag given last, without its value, keeps its default (it used to crash the CLI).
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const dir = flag('dir', 'dist');
const port = Number(flag('port', process.env.PORT ?? '3000'));
const spa = args.includes('--spa');
const server = await serveStatic({ dir, port, spa, log: args.includes('--log') });
console.log(`Serving ${resolve(dir)} on http://127.0.0.1:${port}${spa ? ' (SPA fallback)' : ''}`);
const stop = () => server.close(() => process.exit(0));
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, stop);
