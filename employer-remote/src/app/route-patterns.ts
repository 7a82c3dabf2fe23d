// The URLs this remote owns. The build writes ROUTE_PATTERNS into mf-manifest.json, which is how the shell
// learns at run time that every /employeer URL loads the employer remote: pages are added below
// /employeer with no shell change and no change here. Keep this file import-free data (the build evaluates
// it on its own); the contract test checks these patterns against the routes.
export const EMPLOYER_BASE = '/employeer';

export const ROUTE_PATTERNS: string[] = [EMPLOYER_BASE, `${EMPLOYER_BASE}/*`];
