import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@portal/remote-contract/runtime-config';
import {
  allowedOverrides,
  OVERRIDE_COOKIE,
  overrideCookie,
  overrideRefusal,
  requestedOverrides,
} from './remote-override';

const config: RuntimeConfig = {
  apiUrl: 'https://api.portal.example',
  remotes: {
    seeker: 'https://seeker.portal.example/mf-manifest.json',
    employer: 'https://employer.portal.example/mf-manifest.json',
  },
  overrides: ['http://localhost:3001', 'https://preview.portal.example'],
};
const cookieOf = (overrides: Record<string, string>) => overrideCookie(overrides).split(';')[0];

describe('remote overrides', () => {
  it('keeps what a browser asked for in one cookie, read back as asked', () => {
    const asked = {
      seeker: 'http://localhost:3001/mf-manifest.json',
      employer: 'https://preview.portal.example/r/1/mf-manifest.json',
    };
    expect(requestedOverrides(`a=1; ${cookieOf(asked)}; portal_role=seeker`)).toEqual(asked);
    expect(requestedOverrides('portal_role=seeker')).toEqual({});
    expect(requestedOverrides(`${OVERRIDE_COOKIE}=%E0%A4%A`)).toEqual({});
    expect(overrideCookie({})).toContain('Max-Age=0');
  });

  it('allows only the origins the site lists, for remotes it has, over http(s)', () => {
    expect(overrideRefusal(config, 'seeker', 'http://localhost:3001/mf-manifest.json')).toBeNull();
    expect(
      overrideRefusal(config, 'seeker', 'https://preview.portal.example/r/7/mf-manifest.json'),
    ).toBeNull();
    expect(overrideRefusal(config, 'seeker', 'http://localhost:3009/mf-manifest.json')).toMatch(
      /localhost:3009 is not among the origins this site allows/,
    );
    expect(overrideRefusal(config, 'seeker', 'https://evil.example/mf-manifest.json')).toMatch(/not among/);
    expect(overrideRefusal(config, 'jobs', 'http://localhost:3001/mf-manifest.json')).toMatch(
      /no remote named "jobs"/,
    );
    expect(overrideRefusal(config, 'seeker', 'javascript:alert(1)')).toMatch(/not a web address/);
    expect(overrideRefusal(config, 'seeker', 'not a url')).toMatch(/not a web address/);
    expect(overrideRefusal({ ...config, overrides: undefined }, 'seeker', 'http://localhost:3001/x')).toBe(
      'this site allows no remote override',
    );
  });

  it('a cookie counts only for what the configuration allows now', () => {
    const cookie = cookieOf({
      seeker: 'http://localhost:3001/mf-manifest.json',
      employer: 'https://evil.example/m.json',
    });
    expect(allowedOverrides(config, cookie)).toEqual({ seeker: 'http://localhost:3001/mf-manifest.json' });
    expect(allowedOverrides({ ...config, overrides: undefined }, cookie)).toEqual({});
  });
});
