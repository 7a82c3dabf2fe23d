// config.json as an app's dev server serves it: the whole site's when `npm run dev` gives it, else the
// app's own moved to the ports it was given, as `npm start` reads them.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devConfig } from '../dev-config.mjs';

const dir = mkdtempSync(join(tmpdir(), 'dev-config-'));
mkdirSync(join(dir, 'public'));
writeFileSync(
  join(dir, 'public', 'config.json'),
  JSON.stringify({
    apiUrl: 'http://localhost:4000',
    remotes: {
      seeker: 'http://localhost:3001/mf-manifest.json',
      employer: 'http://localhost:3002/mf-manifest.json',
    },
  }),
);
const served = (env: Record<string, string | undefined>) => JSON.parse(devConfig({ dir, env })) as unknown;

describe("an app's dev server's config.json", () => {
  it('is the public file as it is, with no variables', () => {
    expect(served({})).toEqual({
      apiUrl: 'http://localhost:4000',
      remotes: {
        seeker: 'http://localhost:3001/mf-manifest.json',
        employer: 'http://localhost:3002/mf-manifest.json',
      },
    });
  });

  it('follows API_PORT (or API_URL) and the remotes’ ports, as npm start does', () => {
    expect(served({ API_PORT: '4100', PORTAL_SEEKER_PORT: '3101' })).toEqual({
      apiUrl: 'http://localhost:4100',
      remotes: {
        seeker: 'http://localhost:3101/mf-manifest.json',
        employer: 'http://localhost:3002/mf-manifest.json',
      },
    });
    expect(served({ API_URL: 'https://api.staging.example/', API_PORT: '4100' })).toMatchObject({
      apiUrl: 'https://api.staging.example',
    });
  });

  it('is the whole site’s when npm run dev gives it', () => {
    expect(devConfig({ dir, env: { PORTAL_DEV_CONFIG: '{"apiUrl":"http://x"}', API_PORT: '1' } })).toBe(
      '{"apiUrl":"http://x"}',
    );
  });
});
