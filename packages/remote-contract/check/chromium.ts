// The repository's one Chromium launcher: the remotes' contract test, the e2e suite and the benchmarks start
// the browser here, with the same flags. It imports only playwright-core and Node, with explicit syntax Node
// strips itself, so the benchmarks' plain `node` scripts import it as they are, without a build.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium without its user interface (package chromium-headless-shell): the browser every test
 * drives (this check, the e2e suite), as Playwright's own headless runs use. Here it spent a third of the
 * CPU the full browser's headless mode spends on the same pages (5 s against 17 s for 15 page loads), and
 * the browser was a third of npm test's CPU. The full browser (`/usr/bin/chromium`) where only it is
 * installed; CHROMIUM_PATH names another.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH: string =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * A test's pages live for seconds: V8's optimizing compilers (Maglev, TurboFan) compile their hot code on
 * other threads and never get that work back. Without them (the interpreter and the baseline compiler
 * only) the e2e files spent 86 s of CPU where they spent 100-106 s, measured on four files; what the pages
 * do is the same.
 */
const NO_OPTIMIZING_JIT = '--js-flags=--no-turbofan --no-maglev';

export interface LaunchChromiumOptions {
  /**
   * The browser binary; CHROMIUM_PATH (the headless shell) by default. The benchmarks pass the full
   * browser, whose figures their earlier runs were measured with.
   */
  executablePath?: string;
  /**
   * `full`: V8 as a visitor's browser runs it (the benchmarks, which time pages). Default `baseline`: no
   * optimizing compilers, for the tests, which only look at what the pages do.
   */
  jit?: 'full' | 'baseline';
}

/** The one way the repository starts Chromium (through playwright-core, never a downloaded one). */
export const launchChromium = (options: LaunchChromiumOptions = {}): Promise<Browser> =>
  chromium.launch({
    executablePath: options.executablePath ?? CHROMIUM_PATH,
    args: options.jit === 'full' ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, NO_OPTIMIZING_JIT],
    headless: true,
  });
