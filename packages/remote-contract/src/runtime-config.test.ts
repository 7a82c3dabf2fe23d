import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIG,
  DEFAULT_STANDALONE_CONFIG,
  parseRuntimeConfig,
  parseStandaloneConfig,
} from './runtime-config';

const base = { apiUrl: 'https://api.portal.example', remotes: {} };

describe("the shell's config.json", () => {
  it('takes any remote names with manifest URLs, and drops what it does not know', () => {
    expect(
      parseRuntimeConfig({
        apiUrl: 'http://api.test',
        remotes: { seeker: 'http://s/m.json', billing: 'http://b/m.json' },
        comment: 'edited by hand',
      }),
    ).toEqual({
      apiUrl: 'http://api.test',
      remotes: { seeker: 'http://s/m.json', billing: 'http://b/m.json' },
    });
    expect(parseRuntimeConfig({ apiUrl: 'http://api.test' }).remotes).toEqual({});
    expect(parseRuntimeConfig(DEFAULT_CONFIG)).toEqual(DEFAULT_CONFIG);
  });

  it('names the field that is wrong', () => {
    for (const [value, message] of [
      [null, 'config.json: expected an object'],
      ['{}', 'config.json: expected an object'],
      [{}, 'config.json: "apiUrl" must be a URL'],
      [{ apiUrl: '' }, 'config.json: "apiUrl" must be a URL'],
      [{ apiUrl: 42 }, 'config.json: "apiUrl" must be a URL'],
      [
        { ...base, remotes: ['x'] },
        'config.json: "remotes" must map each remote\'s name to its manifest URL',
      ],
      [{ ...base, remotes: 'x' }, 'config.json: "remotes" must map each remote\'s name to its manifest URL'],
      [
        { ...base, remotes: { 'bad-name': 'http://x' } },
        'config.json: "bad-name" is not a valid remote name',
      ],
      [{ ...base, remotes: { seeker: '' } }, 'config.json: "remotes.seeker" must be a URL'],
      [{ ...base, remotes: { seeker: 3 } }, 'config.json: "remotes.seeker" must be a URL'],
    ] as const) {
      expect(() => parseRuntimeConfig(value)).toThrow(message);
    }
  });

  it('lists origins only as overrides, and leaves an empty list out', () => {
    expect(parseRuntimeConfig({ ...base, overrides: ['http://localhost:3001'] }).overrides).toEqual([
      'http://localhost:3001',
    ]);
    expect(parseRuntimeConfig({ ...base, overrides: ['https://preview.example/'] }).overrides).toEqual([
      'https://preview.example/',
    ]);
    expect(parseRuntimeConfig(base).overrides).toBeUndefined();
    expect('overrides' in parseRuntimeConfig({ ...base, overrides: [] })).toBe(false);
    for (const overrides of [
      ['http://localhost:3001/path'],
      ['localhost:3001'],
      ['ftp://x.example'],
      'x',
      [1],
    ]) {
      expect(() => parseRuntimeConfig({ ...base, overrides })).toThrow(
        'config.json: "overrides" must list origins (https://host[:port]) a remote may be pointed at',
      );
    }
  });
});

describe("a remote's own config.json (its standalone page)", () => {
  it('takes an http(s) apiUrl and nothing else', () => {
    expect(parseStandaloneConfig({ apiUrl: 'https://api.example.com', remotes: {} })).toEqual({
      apiUrl: 'https://api.example.com',
    });
    expect(DEFAULT_STANDALONE_CONFIG).toEqual({ apiUrl: DEFAULT_CONFIG.apiUrl });
    for (const value of [{ apiUrl: 'ftp://x' }, { apiUrl: '/api' }, {}, null, 'x']) {
      expect(() => parseStandaloneConfig(value)).toThrow('config.json must have an http(s) "apiUrl"');
    }
  });
});
