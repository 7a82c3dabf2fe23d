#!/usr/bin/env node
// A small production static server for an app's dist/ folder (DESIGN §3, "Deploy"):
//  - hashed files are immutable (cached for a year); remoteEntry.js, mf-manifest.json, config.json and HTML
//    are served no-cache, so a redeployed remote reaches users on their next page load;
//  - CORS for every origin (remotes are loaded cross-origin by the shell);
//  - optional SPA fallback to index.html (the shell's deep links);
//  - optional config.json override from the environment (runtime configuration, no rebuild);
//  - gzip when the client accepts it.
import { createReadStream, existsSync, statSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.txt': 'text/plain; charset=utf-8',
};
const NO_CACHE = new Set([
  'remoteEntry.js',
  'mf-manifest.json',
  'mf-stats.json',
  'config.json',
  'index.html',
]);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|svg|webp|gif|ico)$/;

/**
 * @param {{ dir: string, port: number, host?: string, spa?: boolean, config?: object | null, log?: boolean }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, host = '127.0.0.1', spa = false, config = null, log = false }) {
  const root = resolve(dir);
  const gzipCache = new Map();
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'text/plain' }).end('Method Not Allowed');
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad Request');
      return;
    }
    if (config && pathname === '/config.json') {
      send(req, res, Buffer.from(JSON.stringify(config)), 'config.json', null);
      return;
    }
    let file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403, { 'Content-Type': 'text/plain' }).end('Forbidden');
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      // Client-side routes fall back to the app; a missing asset (has an extension) is a real 404.
      if (spa && !extname(pathname)) file = join(root, 'index.html');
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
        return;
      }
    }
    send(req, res, null, file, file);
    if (log) console.log(`${req.method} ${pathname}`);
  });

  function send(req, res, body, name, file) {
    const base = name.split(sep).pop() ?? name;
    res.setHeader('Content-Type', TYPES[extname(base)] ?? 'application/octet-stream');
    res.setHeader(
      'Cache-Control',
      NO_CACHE.has(base)
        ? 'no-cache'
        : HASHED.test(base)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
    );
    res.setHeader('Vary', 'Accept-Encoding');
    const compressible = /\.(js|mjs|css|html|json|svg|map|txt)$/.test(base);
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (compressible && acceptsGzip) {
      const stat = file ? statSync(file) : null;
      const key = file ? `${file}:${stat.mtimeMs}:${stat.size}` : null;
      let zipped = key ? gzipCache.get(key) : undefined;
      if (!zipped) {
        zipped = gzipSync(body ?? readFileSync(file));
        if (key) gzipCache.set(key, zipped);
      }
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', zipped.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : zipped);
      return;
    }
    if (body) {
      res.setHeader('Content-Length', body.length);
      res.writeHead(200).end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.setHeader('Content-Length', statSync(file).size);
    res.writeHead(200);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  }

  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

// CLI: portal-serve [--dir dist] [--port 3000] [--spa]
if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('portal-serve')) {
  const args = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const dir = flag('dir', 'dist');
  const port = Number(flag('port', process.env.PORT ?? '3000'));
  const spa = args.includes('--spa');
  const server = await serveStatic({ dir, port, spa, log: args.includes('--log') });
  console.log(`Serving ${resolve(dir)} on http://127.0.0.1:${port}${spa ? ' (SPA fallback)' : ''}`);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
