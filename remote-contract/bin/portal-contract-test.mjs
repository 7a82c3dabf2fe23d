#!/usr/bin/env node
// Runs the TypeScript contract test (check/cli.ts) through tsx, so it needs no build of its own.
import { register } from 'tsx/esm/api';

register();
// A URL, not a literal path: tsx resolves the .ts module at run time (and the type-check of this launcher
// leaves the TypeScript program to the package's own tsconfig).
await import(new URL('../check/cli.ts', import.meta.url).href);
