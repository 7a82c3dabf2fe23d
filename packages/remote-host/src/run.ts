// The contract test a remote runs on its BUILT output before it deploys (its `test` script, and the root
// `npm test`): the manifest speaks the contract, the `./routes` module loads through the federation
// runtime in Chromium and passes the shell's own checks, its declared URL patterns match its routes, the
// current shell can satisfy its shared modules, and no development-only code shipped.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { launchChromium } from '@portal/remote-contract/chromium';
import { ROUTER_PACKAGE, ROUTER_SHARE, routerPackageEntry } from '@portal/build-config/federation';
import {
  readRemoteManifest,
  readSharedModules,
  type RemoteManifest,
  type SharedModule,
} from '@portal/remote-contract';
import { findDevOnlyCode } from './dev-code';
import type { HostResult } from './host';
import { renderOnNode } from './node-host';
import { checkSharedAgainstShell } from './shared';

export interface CheckSection {
  title: string;
  problems: string[];
  notes: string[];
}

export interface ContractCheckResult {
  ok: boolean;
  name: string;
  release: string | null;
  sections: CheckSection[];
}

export interface ContractCheckOptions {
  /** The remote's build output (its dist/ folder). */
  dist: string;
  /** The current shell's mf-manifest.json, parsed (what the page will provide). */
  shellManifest: unknown;
  /** Where the shell's manifest came from, for the report. */
  shellManifestSource?: string;
  /** A browser to reuse (tests); otherwise Chromium is launched and closed. */
  browser?: Browser;
}

/** Where the host page's modules are installed (this package). */
const PACKAGE_DIR = join(import.meta.dirname, '..');

interface HostBundle {
  script: string;
  /** Modules the shell shares that this page cannot (not installed beside the contract test). */
  left: string[];
}

const hostBundles = new Map<string, Promise<HostBundle>>();

/**
 * The host page's script, bundled with esbuild once per list of modules (a few hundred milliseconds): the
 * page shares what the shell's page shares (the shell's manifest), as the shell's browser build provides
 * them, the router as the portal's subset (@portal/build-config's shared/), from this package's installed
 * copies, so a remote's pages load here on the modules they will run on in the site.
 */
function bundleHost(shellManifest: unknown): Promise<HostBundle> {
  const modules = readSharedModules(shellManifest).shared;
  const key = JSON.stringify(modules);
  let bundle = hostBundles.get(key);
  if (!bundle) {
    bundle = bundleSharing(modules, modules);
    hostBundles.set(key, bundle);
  }
  return bundle;
}

/** The page's script sharing `shared` (of the shell's `all`); one esbuild cannot find is left out. */
async function bundleSharing(shared: SharedModule[], all: SharedModule[]): Promise<HostBundle> {
  // A deep import (`react/jsx-runtime`) is shared by its package's rule, as the shell's build shares it.
  const packageOf = (name: string) =>
    name
      .split('/')
      .slice(0, name.startsWith('@') ? 2 : 1)
      .join('/');
  const singleton = (module: SharedModule) =>
    module.singleton ?? all.find((other) => other.name === packageOf(module.name))?.singleton ?? false;
  const contents = [
    ...shared.map((module, at) => `import * as m${at} from ${JSON.stringify(module.name)};`),
    `import { runContractHost } from ${JSON.stringify(join(import.meta.dirname, 'host.ts'))};`,
    `runContractHost({`,
    ...shared.map(
      (module, at) =>
        `  ${JSON.stringify(module.name)}: { version: ${JSON.stringify(module.version)}, lib: () => m${at}, ` +
        `shareConfig: { singleton: ${singleton(module)}, requiredVersion: ${JSON.stringify(module.requiredVersion ?? false)} } },`,
    ),
    `});`,
  ].join('\n');
  try {
    const result = await build({
      stdin: { contents, resolveDir: PACKAGE_DIR, sourcefile: 'contract-host.js', loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      write: false,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      // The router the apps share, and the real package it is made from (as build-config's webpack.mjs).
      alias: { ...ROUTER_SHARE, [ROUTER_PACKAGE]: routerPackageEntry(PACKAGE_DIR) },
    });
    const left = all.filter((module) => !shared.includes(module)).map((module) => module.name);
    return { script: result.outputFiles[0]?.text ?? '', left };
  } catch (error) {
    // A module the shell shares that is not installed here: the page goes without it (the report says so).
    const missing = new Set(
      ((error as { errors?: { text: string }[] }).errors ?? []).map(
        ({ text }) => /^Could not resolve "([^"]+)"/.exec(text)?.[1],
      ),
    );
    const kept = shared.filter((module) => !missing.has(module.name));
    if (kept.length === shared.length) throw error;
    return bundleSharing(kept, all);
  }
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.html': 'text/html',
};

/** Serves the remote's build, plus the host page under /__contract__/. */
function serve(dist: string, hostScript: string): Promise<Server> {
  const root = resolve(dist);
  const server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (pathname === '/__contract__/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><title>contract host</title><script type="module" src="host.js"></script>');
      return;
    }
    if (pathname === '/__contract__/host.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(hostScript);
      return;
    }
    const file = normalize(join(root, pathname));
    if (!file.startsWith(root + sep) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

async function loadInBrowser(
  browser: Browser,
  dist: string,
  name: string,
  shellManifest: unknown,
): Promise<HostResult & { left: string[] }> {
  const { script, left } = await bundleHost(shellManifest);
  const server = await serve(dist, script);
  const { port } = server.address() as AddressInfo;
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught error while loading: ${error.message}`));
  try {
    const base = `http://127.0.0.1:${port}`;
    const manifest = `${base}/mf-manifest.json`;
    await page.goto(
      `${base}/__contract__/?name=${encodeURIComponent(name)}&manifest=${encodeURIComponent(manifest)}`,
    );
    const result = await page.evaluate(
      () => (window as unknown as { __contract: Promise<HostResult> }).__contract,
    );
    return { ...result, problems: [...result.problems, ...errors], left };
  } finally {
    await context.close();
    server.closeAllConnections();
    server.close();
  }
}

/** The Node build (the manifest's `ssrRemoteEntry`) loaded over HTTP and every pattern rendered. */
async function loadOnNode(
  dist: string,
  manifest: RemoteManifest | null,
): Promise<{ problems: string[]; notes: string[] }> {
  if (!manifest) return { problems: [], notes: ['not tried: the manifest does not speak the contract'] };
  if (!manifest.ssrEntry) {
    return {
      problems: [
        'the manifest names no Node build (metaData.ssrRemoteEntry): was it built with @portal/build-config?',
      ],
      notes: [],
    };
  }
  const server = await serve(dist, '');
  const { port } = server.address() as AddressInfo;
  try {
    const { problems, rendered, logged } = await renderOnNode(
      manifest.name,
      `http://127.0.0.1:${port}/mf-manifest.json`,
      Object.keys(manifest.code.pages),
    );
    // The remote's own log lines (its pages find no API here) only help to explain a failure.
    const explained = problems.length ? logged.map((line) => `on Node, the remote logged: ${line}`) : [];
    return {
      problems: [...problems, ...explained],
      notes: rendered.length ? [`rendered: ${rendered.join(', ')}`] : [],
    };
  } finally {
    server.closeAllConnections();
    server.close();
  }
}

export async function runContractCheck(options: ContractCheckOptions): Promise<ContractCheckResult> {
  const manifestFile = join(options.dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    return {
      ok: false,
      name: '?',
      release: null,
      sections: [
        { title: 'build', problems: [`${manifestFile} is missing: build the remote first`], notes: [] },
      ],
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      name: '?',
      release: null,
      sections: [{ title: 'build', problems: [`${manifestFile} is not JSON: ${why}`], notes: [] }],
    };
  }
  const read = readRemoteManifest(json);
  const { manifest } = read;
  const name = read.name ?? '?';
  const sections: CheckSection[] = [];

  sections.push({
    title: 'manifest speaks the remote contract',
    problems: read.problems,
    notes: manifest ? [`contract ${manifest.contract}, URL patterns: ${manifest.routes.join(' ')}`] : [],
  });

  const browser = options.browser ?? (await launchChromium());
  try {
    const loaded = await loadInBrowser(browser, options.dist, name, options.shellManifest);
    sections.push({
      title: './routes loads through the federation runtime and matches the contract and its patterns',
      problems: loaded.problems,
      notes: [
        ...(loaded.patterns.length ? [`routes serve: ${loaded.patterns.join(' ')}`] : []),
        ...(loaded.fromPage.length
          ? [`runs on the shell's shared modules: ${loaded.fromPage.join(' ')}`]
          : []),
        ...(loaded.left.length
          ? [
              `not shared by the test's page (not installed beside the contract test): ${loaded.left.join(' ')}`,
            ]
          : []),
      ],
    });
  } finally {
    if (!options.browser) await browser.close();
  }

  sections.push({
    title: "./routes renders on Node, as the shell's server renders it",
    ...(await loadOnNode(options.dist, manifest)),
  });

  const shared = checkSharedAgainstShell(json, options.shellManifest);
  sections.push({
    title: `shared modules are satisfiable by the shell${options.shellManifestSource ? ` (${options.shellManifestSource})` : ''}`,
    problems: shared.problems,
    notes: shared.notes,
  });

  sections.push({
    title: 'no development-only code in the build',
    problems: findDevOnlyCode(options.dist),
    notes: [],
  });

  return {
    ok: sections.every((section) => section.problems.length === 0),
    name,
    release: manifest?.release ?? null,
    sections,
  };
}

/** The report as text, one line per check, problems and notes indented below it. */
export function formatReport(result: ContractCheckResult): string {
  const lines = [`Contract test of the "${result.name}" remote (release ${result.release ?? 'unknown'})`];
  for (const section of result.sections) {
    lines.push(`  ${section.problems.length ? '✗' : '✓'} ${section.title}`);
    for (const problem of section.problems) lines.push(`      ✗ ${problem}`);
    for (const note of section.notes) lines.push(`      · ${note}`);
  }
  lines.push(result.ok ? 'PASSED' : 'FAILED: this build must not be deployed');
  return lines.join('\n');
}
