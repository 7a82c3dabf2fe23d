// Lints an OpenAPI document with Redocly's CLI, the version installed with this package (pinned in
// package.json, run from node_modules: no download, no network). The document is written as openapi.json
// into a temporary folder beside a copy of redocly.yaml and .redocly.lint-ignore.yaml, whose entries name
// that file. Telemetry and the update check are off: the run stays offline.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONFIG_FILES = ['redocly.yaml', '.redocly.lint-ignore.yaml'];

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}
export interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  version: string;
  problems: LintProblem[];
}

function redoclyBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@redocly/cli/package.json')), 'bin', 'cli.js');
}

function run(args: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [redoclyBin(), ...args],
      {
        cwd,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** Redocly's verdict on the document: `format: 'json'` parses its report, `'stylish'` returns its text. */
export async function lintOpenApi(document: unknown): Promise<LintReport>;
export async function lintOpenApi(
  document: unknown,
  format: 'stylish',
): Promise<{ code: number; text: string }>;
export async function lintOpenApi(
  document: unknown,
  format: 'json' | 'stylish' = 'json',
): Promise<LintReport | { code: number; text: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'api-mock-openapi-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(document, null, 2));
    for (const file of CONFIG_FILES) copyFileSync(join(PACKAGE_DIR, file), join(dir, file));
    const result = await run(['lint', 'openapi.json', '--config', 'redocly.yaml', `--format=${format}`], dir);
    if (format === 'stylish') return { code: result.code, text: result.stdout + result.stderr };
    try {
      return JSON.parse(result.stdout) as LintReport;
    } catch {
      throw new Error(`redocly lint gave no report (exit ${result.code}): ${result.stderr.slice(0, 2000)}`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
