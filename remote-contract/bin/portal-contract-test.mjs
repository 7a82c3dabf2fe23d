#!/usr/bin/env node
// Runs the TypeScript contract test (check/cli.ts) through tsx, so it needs no build of its own.
import { register } from 'tsx/esm/api';

register();
await import('../check/cli.ts');
