// @vitest-environment node
// How a rendered page carries its stylesheets: the shell's own read from its build, a remote's fetched from
// the remote's origin (over HTTP, as in production), each written into the page once known and small enough,
// else linked as before.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInlineStylesheets, inlineStylesheet } from './stylesheets';

let dir: string;
let remote: Server;
let origin: string;
/** The paths the remote was asked for. */
const asked: string[] = [];
let remoteFails = false;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'shell-styles-'));
  writeFileSync(join(dir, 'bootstrap.0123456789.css'), 'body{margin:0}');
  remote = createServer((req, res) => {
    asked.push(req.url ?? '');
    if (remoteFails) return void res.writeHead(503).end();
    if (req.url === '/big.css') return void res.writeHead(200).end(`a{color:red}${' '.repeat(200)}`);
    if (req.url === '/routes.css') return void res.writeHead(200).end('.card{content:"</style><b>"}');
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});

afterAll(() => {
  remote.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  asked.length = 0;
  remoteFails = false;
});

const create = (maxBytes = 100) =>
  createInlineStylesheets({ dir, origins: () => new Set([origin]), maxBytes });

describe('a rendered page’s stylesheets', () => {
  it('carries the shell’s own as text, named by its file, so the app does not load it again', () => {
    expect(create().element('/bootstrap.0123456789.css')).toBe(
      '<style data-href="/bootstrap.0123456789.css">body{margin:0}</style>',
    );
  });

  it('links a file the build does not have, and never reads outside the build', () => {
    const styles = create();
    expect(styles.element('/gone.css')).toBe('<link rel="stylesheet" href="/gone.css">');
    expect(styles.element('/../../etc/passwd')).toBe('<link rel="stylesheet" href="/../../etc/passwd">');
  });

  it('links a remote’s the first time (the page does not wait for it), and carries it once it has arrived', async () => {
    const styles = create();
    const href = `${origin}/routes.css`;
    expect(styles.element(href)).toBe(`<link rel="stylesheet" href="${href}">`);
    await styles.load([href]);
    expect(styles.element(href)).toBe(inlineStylesheet(href, '.card{content:"</style><b>"}'));
    expect(asked).toEqual(['/routes.css']);
  });

  it('nothing in a stylesheet ends its element early', () => {
    const html = inlineStylesheet('/a.css', 'a::after{content:"</STYLE><script>x()</script>"}');
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toBe('<style data-href="/a.css">a::after{content:"<\\/STYLE><script>x()</script>"}</style>');
  });

  it('links one too large to be worth carrying', async () => {
    const styles = create();
    await styles.load([`${origin}/big.css`]);
    expect(styles.element(`${origin}/big.css`)).toBe(`<link rel="stylesheet" href="${origin}/big.css">`);
  });

  it('never fetches from an origin that is not a remote’s', async () => {
    const styles = createInlineStylesheets({ dir, origins: () => new Set(), maxBytes: 100 });
    await styles.load([`${origin}/routes.css`]);
    expect(styles.element(`${origin}/routes.css`)).toBe(
      `<link rel="stylesheet" href="${origin}/routes.css">`,
    );
    expect(asked).toEqual([]);
  });

  it('a remote that fails is linked, and asked again for a later page', async () => {
    const styles = create();
    const href = `${origin}/routes.css`;
    remoteFails = true;
    await styles.load([href]);
    remoteFails = false;
    expect(styles.element(href)).toBe(`<link rel="stylesheet" href="${href}">`);
    await styles.load([href]);
    expect(styles.element(href)).toContain('<style data-href=');
    expect(asked).toEqual(['/routes.css', '/routes.css']);
  });

  it('asks once for a stylesheet many pages want at the same moment', async () => {
    const styles = create();
    const href = `${origin}/routes.css`;
    for (let i = 0; i < 5; i++) styles.element(href);
    await styles.load([href]);
    expect(asked).toEqual(['/routes.css']);
  });
});
