// `portal-contract-test`: the contract test of a remote's build, run from the remote's folder (its
// `test:contract` script builds first). Exit code 1 when the build must not be deployed.
//   portal-contract-test [--dist dist] [--shell-manifest <file or URL>]
// The shell to check against: --shell-manifest, else PORTAL_SHELL_MANIFEST (e.g. the deployed shell's
// https://portal.example.com/mf-manifest.json), else this repository's built shell (../shell/dist).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { formatReport, runContractCheck } from './run';

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

async function readShellManifest(source: string): Promise<unknown> {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source);
    if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(source, 'utf8'));
}

const started = Date.now();
const dist = resolve(option('dist') ?? 'dist');
const repoShell = resolve('..', 'shell', 'dist', 'mf-manifest.json');
const shellSource =
  option('shell-manifest') ??
  process.env.PORTAL_SHELL_MANIFEST ??
  (existsSync(repoShell) ? repoShell : undefined);
if (!shellSource) {
  console.error(
    'No shell manifest to check the shared modules against: build the shell ' +
      "(npm run pnpm -- --filter shell build) or set PORTAL_SHELL_MANIFEST to the deployed shell's mf-manifest.json.",
  );
  process.exit(1);
}
const result = await runContractCheck({
  dist,
  shellManifest: await readShellManifest(shellSource),
  shellManifestSource: shellSource,
});
console.log(formatReport(result));
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(result.ok ? 0 : 1);
