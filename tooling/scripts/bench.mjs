#!/usr/bin/env node
// `npm run bench`: installs, then prints the figures of every benchmark (front end, then the API search).
import { install, pnpm } from './pnpm.mjs';

install();
let code = pnpm(['--filter', '@portal/bench', 'run', 'bench']);
if (!process.argv.includes('--front-only')) code ||= pnpm(['--filter', '@portal/api-mock', 'run', 'bench']);
process.exit(code);
