// The one settings schema: buildApp fills in its defaults and checks the whole once; the server reads each
// variable it names with that variable's reader, and a bad value stops the start with a message naming it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PACKAGE_ROOT, settingVariables } from '../src/config.js';
import { resolveSettings, type BuildAppOptions } from '../src/settings.js';

const MB = 1024 * 1024;
const fromEnv = (env: NodeJS.ProcessEnv, isTty = false) => resolveSettings(loadConfig(env, isTty).app);

describe('buildApp’s settings', () => {
  it('fills in what the options leave out, in groups too, and never changes the options', () => {
    const options: BuildAppOptions = {
      rateLimits: { login: { max: 5 } },
      mail: { siteUrl: 'http://s.test' },
    };
    const settings = resolveSettings(options);
    expect(settings.rateLimits).toMatchObject({
      enabled: true,
      login: { max: 5, windowMs: 600_000 },
      register: { max: 600, windowMs: 600_000 },
    });
    expect(settings.mail).toMatchObject({ siteUrl: 'http://s.test', transport: null, dailyPerRecipient: 50 });
    expect(settings.timeouts).toEqual({
      requestMs: 90_000,
      headersMs: 15_000,
      idleMs: 30_000,
      keepAliveMs: 10_000,
    });
    expect(options).toEqual({ rateLimits: { login: { max: 5 } }, mail: { siteUrl: 'http://s.test' } });
    // Secrets are random per app unless given.
    expect(resolveSettings({}).tokenSecret).not.toBe(resolveSettings({}).tokenSecret);
    expect(resolveSettings({ qaToken: 'given-token-of-enough-length' }).qaToken).toBe(
      'given-token-of-enough-length',
    );
  });

  it('a setting of the wrong type fails at once, naming it', () => {
    expect(() => resolveSettings({ rateLimits: false } as never)).toThrow(
      /buildApp: the setting \/rateLimits /,
    );
    expect(() => resolveSettings({ seed: { size: 3 } } as never)).toThrow(/\/seed /);
    expect(() => resolveSettings({ uploads: { quotaBytes: '5' } } as never)).toThrow(
      /\/uploads\/quotaBytes /,
    );
  });
});

describe('the environment', () => {
  it('reaches each setting in its own unit, and an empty variable is an unset one', () => {
    const settings = fromEnv({
      API_UPLOAD_QUOTA_MB: '2',
      API_UPLOAD_GRACE_MINUTES: '3',
      API_RATE_LOGIN: '5/1m',
      API_RATE_REGISTER: '7',
      API_TRUST_PROXY: '10.0.0.1, 10.0.0.2',
      API_SITE_URL: 'https://site.example/',
      API_SEED: ' ',
    });
    expect(settings.uploads).toEqual({ quotaBytes: 2 * MB, graceMs: 3 * 60_000 });
    expect(settings.rateLimits.login).toEqual({ max: 5, windowMs: 60_000 });
    expect(settings.rateLimits.register).toEqual({ max: 7, windowMs: 600_000 });
    expect(settings.trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(settings.mail.siteUrl).toBe('https://site.example');
    expect(settings.seed).toBe(true);
    expect(fromEnv({}, true).log).toBe('pretty');
    expect(fromEnv({}, false).log).toBe('json');
    expect(fromEnv({ API_LOG: '0' }).log).toBe('off');
    // No seed: a QA reset puts back the hand-made seed alone.
    expect(fromEnv({ API_SEED: '0', API_SEED_SIZE: '500' })).toMatchObject({ seed: false, seedSize: 0 });
  });

  it('a bad value stops the start with a message naming the variable', () => {
    const bad: NodeJS.ProcessEnv[] = [
      { API_SEED: 'maybe' },
      { API_QA_TOKEN: 'short' },
      { API_LOG: 'loud' },
      { API_LOG_LEVEL: 'verbose' },
      { API_RATE_LOGIN: 'many' },
      { API_RATE_INVITATIONS: '5/0s' },
      { API_UPLOAD_QUOTA_MB: '0' },
      { API_UPLOAD_GRACE_MINUTES: '1.5' },
      { API_IDLE_TIMEOUT_MS: '999' },
      { API_SMTP_URL: 'http://mail.example' },
      { API_SITE_URL: 'ftp://site.example' },
      { API_MAIL: 'maybe' },
      { API_MAIL_DAILY_CAP: '0' },
      { API_STATUS_UNDO_MS: '600001' },
      { API_RATE_LIMITS: 'sometimes' },
    ];
    for (const env of bad) {
      const [name] = Object.keys(env) as [string];
      expect(() => loadConfig(env), name).toThrow(ConfigError);
      expect(() => loadConfig(env), name).toThrow(name);
    }
    expect(() => loadConfig({ API_REQUEST_TIMEOUT_MS: '5000', API_HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      'API_HEADERS_TIMEOUT_MS must not be longer than API_REQUEST_TIMEOUT_MS',
    );
  });

  it('every variable the settings read is in the README’s table', () => {
    const readme = readFileSync(join(PACKAGE_ROOT, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Environment'), readme.indexOf('## E-mail'));
    const documented = new Set([...table.matchAll(/^\| `([A-Z_]+)`/gm)].map((m) => m[1]));
    expect(settingVariables().filter((name) => !documented.has(name))).toEqual([]);
    expect(settingVariables()).toContain('API_RATE_INVITATIONS');
  });
});
