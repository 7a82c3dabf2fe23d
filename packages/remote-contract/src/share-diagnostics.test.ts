import { describe, expect, it, vi } from 'vitest';
import shareDiagnosticsPlugin, { singletonMismatchMessage } from './share-diagnostics';

type Args = Parameters<NonNullable<ReturnType<typeof shareDiagnosticsPlugin>['resolveShare']>>[0];

function resolve(args: Partial<Args> & { result?: unknown }) {
  const plugin = shareDiagnosticsPlugin();
  const input = {
    shareScopeMap: {},
    scope: 'default',
    pkgName: 'react-hot-toast',
    version: '2.6.0',
    GlobalFederation: {},
    resolver: () => args.result,
    ...args,
  } as unknown as Args;
  const output = plugin.resolveShare!(input) as Args;
  return output.resolver();
}

describe('share diagnostics plugin', () => {
  it('warns once when a singleton is older than a remote needs, and keeps the singleton', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shared = { from: 'shell', version: '2.6.0' };
    const shareInfo = {
      from: 'employer',
      version: '2.7.0',
      shareConfig: { singleton: true, requiredVersion: '^2.7.0' },
    };
    expect(resolve({ shareInfo, result: { shared } } as never)).toEqual({ shared });
    resolve({ shareInfo, result: { shared } } as never);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toBe(
      singletonMismatchMessage('react-hot-toast', 'employer', '^2.7.0', '2.6.0', 'shell'),
    );
    expect(warn.mock.calls[0]?.[0]).toContain('deploy a shell that provides react-hot-toast ^2.7.0 first');
  });

  it('says nothing when the singleton satisfies the range', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const shareInfo = {
      from: 'seeker',
      version: '2.6.0',
      shareConfig: { singleton: true, requiredVersion: '^2.5.0' },
    };
    resolve({ shareInfo, result: { shared: { from: 'shell' } } } as never);
    expect(warn).not.toHaveBeenCalled();
  });

  it('notes a stateless module that falls back to the remote’s own copy', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const shareInfo = {
      from: 'employer',
      version: '1.2.0',
      shareConfig: { singleton: false, requiredVersion: '^1.2.0' },
    };
    const shareScopeMap = { default: { '@portal/shared-ui': { '1.1.0': { from: 'shell', loaded: true } } } };
    expect(
      resolve({ shareInfo, pkgName: '@portal/shared-ui', shareScopeMap, result: undefined } as never),
    ).toBe(undefined);
    expect(info).toHaveBeenCalledWith(
      '[portal] "employer" loads its own @portal/shared-ui 1.2.0: it needs ^1.2.0 and the page has 1.1.0 from shell (a stateless module, so two copies are fine).',
    );
  });

  it('notes it too when the runtime picks the copy the remote registered itself', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const shareInfo = {
      from: 'other',
      version: '1.3.0',
      shareConfig: { singleton: false, requiredVersion: '^1.3.0' },
    };
    const shareScopeMap = {
      default: { zustand: { '1.1.0': { from: 'seeker', loaded: true }, '1.3.0': { from: 'other' } } },
    };
    const own = { shared: { from: 'other', version: '1.3.0' } };
    expect(resolve({ shareInfo, pkgName: 'zustand', shareScopeMap, result: own } as never)).toBe(own);
    expect(info.mock.calls[0]?.[0]).toContain(
      '"other" loads its own zustand 1.3.0: it needs ^1.3.0 and the page has 1.1.0 from seeker',
    );
  });
});
