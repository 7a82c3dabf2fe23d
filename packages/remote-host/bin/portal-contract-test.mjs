#!/usr/bin/env node
// Runs the TypeScript contract test (src/cli.ts) through tsx, so it needs no build of its own.
import { register } from 'tsx/esm/api';

// The repository's compiler settings for every file it loads, not those of the folder it is run from (a
// remote's tsconfig covers only the remote): the shared modules it hands a remote (the session's
// components) are TSX compiled for React's automatic runtime, as every build compiles them.
register({ tsconfig: new URL('../../../tsconfig.base.json', import.meta.url).pathname });
// A URL, not a literal path: tsx resolves the .ts module at run time (and the type-check of this launcher
// leaves the TypeScript program to the package's own tsconfig).
await import(new URL('../src/cli.ts', import.meta.url).href);
