import { describe, expect, it } from 'vitest';
import {
  assertRoutesModule,
  checkLazyResult,
  checkRoutesInstance,
  checkRoutesModule,
  ContractError,
  createRemoteRoutes,
} from './validate';
import type { RemoteEnv } from './contract';

const Page = () => null;
const element = { $$typeof: Symbol.for('react.transitional.element') };

const goodRoutes = {
  dehydrate: () => ({}),
  routes: [
    { path: '/find-jobs', Component: Page, handle: { title: 'Find Jobs' } },
    {
      path: '/saved-jobs',
      lazy: async () => ({ Component: Page }),
      handle: { title: 'Saved Jobs', auth: 'jobseeker' },
    },
    {
      id: 'employer:layout',
      path: '/employeer',
      Component: Page,
      handle: { auth: 'employeer' },
      children: [
        { index: true, element, handle: { title: 'Dashboard' } },
        {
          path: 'post-jobs',
          lazy: async () => ({ Component: Page }),
          handle: { title: 'Post Jobs', code: 'post-jobs' },
        },
        { path: '*', loader: () => null, handle: { title: 'Not found' } },
      ],
    },
  ],
};

const ENV: RemoteEnv = { target: 'browser', siteUrl: 'http://portal.test', signedIn: false };

describe('checkRoutesModule', () => {
  it('accepts a module that makes its routes per environment', () => {
    const good = { createRoutes: () => goodRoutes };
    expect(checkRoutesModule(good)).toEqual([]);
    expect(assertRoutesModule(good, 'employer')).toBe(good);
  });

  it('rejects a module without createRoutes (a renamed or wrong expose, or contract 1 routes)', () => {
    const v1 =
      'the ./routes module must export "createRoutes(env)" (remote contract 2: routes are made per page and per server request)';
    expect(checkRoutesModule({ routes: goodRoutes.routes })).toEqual([v1]);
    expect(checkRoutesModule({ FindJobsPage: Page })).toEqual([v1]);
    expect(checkRoutesModule(null)).toEqual(['the ./routes module is not a module object']);
  });
});

describe('createRemoteRoutes', () => {
  it('makes the routes for the environment it is given and checks them', () => {
    const envs: RemoteEnv[] = [];
    const module = {
      createRoutes: (env: RemoteEnv) => {
        envs.push(env);
        return goodRoutes;
      },
    };
    expect(createRemoteRoutes(module as never, ENV, 'employer')).toBe(goodRoutes);
    expect(envs).toEqual([ENV]);
  });

  it('turns a throw or a broken result into a ContractError naming every problem', () => {
    const throwing = {
      createRoutes: () => {
        throw new Error('no window here');
      },
    };
    expect(() => createRemoteRoutes(throwing, ENV, 'seeker')).toThrow(
      'createRoutes(env) threw: no window here',
    );
    try {
      createRemoteRoutes({ createRoutes: () => ({ routes: [{ path: '/a' }] }) } as never, ENV, 'seeker');
    } catch (error) {
      expect(error).toBeInstanceOf(ContractError);
      expect((error as ContractError).problems).toEqual([
        'createRoutes(env) must return a dehydrate() function',
        'route "/a": a page route needs Component, element, lazy or a (redirecting) loader',
        'route "/a": a page route needs handle.title',
      ]);
      expect((error as Error).message).toContain('The "seeker" remote breaks the remote contract');
    }
  });
});

describe('checkRoutesInstance', () => {
  it('accepts conforming routes, and rejects none', () => {
    expect(checkRoutesInstance(goodRoutes, 'employer')).toEqual([]);
    expect(checkRoutesInstance({ routes: [], dehydrate: () => ({}) }, 'seeker')).toEqual([
      'createRoutes(env) returned no routes',
    ]);
    expect(checkRoutesInstance(null, 'seeker')).toEqual([
      'createRoutes(env) must return { routes, dehydrate }',
    ]);
  });

  it('reports every problem, each naming its route', () => {
    const problems = checkRoutesInstance(
      {
        dehydrate: () => ({}),
        routes: [
          { path: 'find-jobs', component: Page, handle: { title: 'x' } },
          { path: '/a', Component: Page },
          { path: '/b', lazy: 'nope', handle: { title: '', auth: 'admin', head: 'all', code: '../x' } },
          { path: '/c', handle: { title: 'C' } },
          { path: '/d', children: [{ path: '/d/e', Component: Page, handle: { title: 'E' } }] },
          { index: true, Component: Page, handle: { title: 'I' } },
          { id: 'other:x', path: '/x', Component: 'div', handle: { title: 'X' } },
        ],
      },
      'seeker',
    );
    expect(problems).toEqual([
      'route "find-jobs": unknown route property "component"',
      'route "find-jobs": a top-level path must be absolute (start with "/")',
      'route "find-jobs": a page route needs Component, element, lazy or a (redirecting) loader',
      'route "/a": a page route needs handle.title',
      'route "/b": lazy must be a function',
      'route "/b": handle.title must be a non-empty string',
      'route "/b": handle.head must be \'page\' (the page renders its own title)',
      'route "/b": handle.auth must be one of signed-in, jobseeker, employeer',
      'route "/b": handle.code must be its lazy chunk\'s name (letters, digits, - and _)',
      'route "/c": a page route needs Component, element, lazy or a (redirecting) loader',
      'route "/d/e": a nested path must be relative to its parent',
      'index route of "/": top-level routes cannot be index routes',
      'route "/x": id must be a string starting with "seeker:" (ids are shared by every remote)',
      'route "/x": Component must be a React component',
    ]);
  });
});

describe('checkLazyResult', () => {
  it('accepts route properties and rejects matching ones or nothing to render', () => {
    expect(checkLazyResult({ Component: Page, loader: () => null }, 'route "/a"', false)).toEqual([]);
    expect(checkLazyResult({ path: '/b', Component: Page }, 'route "/a"', false)).toEqual([
      'route "/a": lazy() returned "path", which cannot be lazy',
    ]);
    expect(checkLazyResult({ handle: {} }, 'route "/a"', false)).toEqual([
      'route "/a": lazy() gives the route nothing to render (no Component or element)',
    ]);
    expect(checkLazyResult({ handle: {} }, 'route "/a"', true)).toEqual([]);
    expect(checkLazyResult(undefined, 'route "/a"', false)).toHaveLength(1);
  });
});
