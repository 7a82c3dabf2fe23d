#!/usr/bin/env node
// `npm run typecheck` (and `npm test`'s type-check stage): every package's `typecheck` script (its sources,
// tests and config), then the repository's JavaScript tooling (.mjs with JSDoc types: tsconfig.tooling.json).
import { fileURLToPath } from 'node:url';
import { pnpm } from './pnpm.mjs';

/** Runs both checks; returns true when both pass. */
export function typecheck() {
  return (
    pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']) === 0 &&
    pnpm(['exec', 'tsc', '-p', 'tsconfig.tooling.json']) === 0
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(typecheck() ? 0 : 1);
}
