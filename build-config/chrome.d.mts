// Types of chrome.mjs for the TypeScript tests.
export function classNamesIn(html: string): string[];
export function buildChrome(options: {
  dir: string;
  module: string;
  stylesheet: string;
  optimize: boolean;
}): Promise<{ html: string; css: string; files: string[] }>;
