// The shell's route table with remotes mounted from data on a page served as a file (no server state): manifests
// say which remote claims a URL, the remote's ./routes makes its routes for the page, they are checked and
// guarded, and failures show the fallback with a working retry. The page's federation instance (which the
// shell's build makes) is replaced by a fake; manifests come from a fake fetch.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const federation = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => federation }));

const manifest = (name: string, routes: string[]) => ({
  name,
  metaData: { name, portal: { contract: 2, routes, release: `${name}-1` } },
  exposes: [{ name: 'routes', path: './routes' }],
  shared: [],
});

const jobsRoutes = {
  createRoutes: () => ({
    dehydrate: () => ({}),
    routes: [
      { path: '/jobs-x', Component: () => <h1>Jobs X</h1>, handle: { title: 'Jobs X' } },
      { path: '/jobs-x/:id', Component: () => <h1>One job</h1>, handle: { title: 'Job' } },
      { path: '/mine', element: <h1>Mine</h1>, handle: { title: 'Mine', auth: 'jobseeker' } },
    ],
  }),
};

let manifests: Record<string, () => Promise<Response>>;

/** The router as the shell makes it, with fresh module state (mounted remotes are remembered per page). */
async function mount(path: string, modules: Record<string, unknown>) {
  vi.resetModules();
  federation.loadRemote.mockReset();
  federation.loadRemote.mockImplementation(async (id: string) => {
    const module = modules[id];
    if (module instanceof Error) throw module;
    return module ?? null;
  });
  const { buildRoutes } = await import('../../app/router');
  const { patchRemoteRoutes, startRemoteHost } = await import('./mount-remote');
  const { AuthProvider } = await import('@portal/shared-auth');
  startRemoteHost({
    jobs: 'http://jobs.test/mf-manifest.json',
    other: 'http://other.test/mf-manifest.json',
  });
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: patchRemoteRoutes,
  });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { router, loadRemote: federation.loadRemote };
}

beforeEach(() => {
  localStorage.clear();
  manifests = {
    'http://jobs.test/mf-manifest.json': async () =>
      Response.json(manifest('jobs', ['/jobs-x', '/jobs-x/:id', '/mine'])),
    'http://other.test/mf-manifest.json': async () => Response.json(manifest('other', ['/other/*'])),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (manifests[url] ?? (async () => new Response('', { status: 404 })))()),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('remotes mounted from their manifests', () => {
  it('shows the page of the remote that claims the URL, and follows its routes from there', async () => {
    const { router, loadRemote } = await mount('/jobs-x', { 'jobs/routes': jobsRoutes });
    expect(await screen.findByRole('heading', { name: 'Jobs X' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('jobs/routes');
    await router.navigate('/jobs-x/42');
    expect(await screen.findByRole('heading', { name: 'One job' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('applies the access rules the remote declares', async () => {
    await mount('/mine', { 'jobs/routes': jobsRoutes });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('says not found for a URL no remote claims, and loads no remote for the shell’s own pages', async () => {
    const { router, loadRemote } = await mount('/nowhere', {});
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await router.navigate('/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('shows the fallback when the owner’s manifest is down, and Try again loads it once it is back', async () => {
    manifests['http://jobs.test/mf-manifest.json'] = async () => {
      throw new TypeError('Failed to fetch');
    };
    await mount('/jobs-x', { 'jobs/routes': jobsRoutes });
    expect(
      await screen.findByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeInTheDocument();
    // Inside the site's header, with a way home.
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'JobPortal' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    manifests['http://jobs.test/mf-manifest.json'] = async () =>
      Response.json(manifest('jobs', ['/jobs-x', '/jobs-x/:id', '/mine']));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Jobs X' })).toBeInTheDocument();
  });

  it('keeps the header and a loading skeleton while a remote is slow', async () => {
    let answer: (response: Response) => void = () => undefined;
    manifests['http://jobs.test/mf-manifest.json'] = () => new Promise((resolve) => (answer = resolve));
    await mount('/jobs-x', { 'jobs/routes': jobsRoutes });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'JobPortal' })).toBeInTheDocument();
    answer(Response.json(manifest('jobs', ['/jobs-x', '/jobs-x/:id', '/mine'])));
    expect(await screen.findByRole('heading', { name: 'Jobs X' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('refuses a remote whose ./routes breaks the contract', async () => {
    await mount('/jobs-x', { 'jobs/routes': { pages: {} } });
    expect(
      await screen.findByRole('heading', { name: 'This part of the site is unavailable' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        'The "jobs" remote could not be mounted:',
        expect.objectContaining({ name: 'ContractError' }),
      ),
    );
  });

  it('does not wait for a slow manifest when another remote claims the URL exactly', async () => {
    manifests['http://other.test/mf-manifest.json'] = () => new Promise<Response>(() => undefined);
    await mount('/jobs-x', { 'jobs/routes': jobsRoutes });
    expect(await screen.findByRole('heading', { name: 'Jobs X' })).toBeInTheDocument();
  });
});

describe("a server-rendered page's data, started with its code", () => {
  /** The remote's routes with loaders that record what they were asked, mounted as the bootstrap does. */
  async function mountedAtStart(path: string) {
    window.history.replaceState(null, '', path);
    const asked: string[] = [];
    const routes = {
      createRoutes: () => ({
        dehydrate: () => ({}),
        routes: [
          {
            path: '/jobs-x/:id',
            Component: () => <h1>One job</h1>,
            loader: ({ params, request }: { params: { id?: string }; request: Request }) => {
              asked.push(`job ${params.id} ${new URL(request.url).search}`);
              return null;
            },
            handle: { title: 'Job' },
          },
          {
            path: '/mine',
            element: <h1>Mine</h1>,
            loader: () => {
              asked.push('mine');
              return null;
            },
            handle: { title: 'Mine', auth: 'jobseeker' },
          },
          {
            path: '/broken',
            element: <h1>Broken</h1>,
            loader: () => Promise.reject(new Error('the API is down')),
            handle: { title: 'Broken' },
          },
        ],
      }),
    };
    vi.resetModules();
    federation.loadRemote.mockImplementation(async () => routes);
    const { mountAtStart, startPageData, startRemoteHost } = await import('./mount-remote');
    startRemoteHost({ jobs: 'http://jobs.test/mf-manifest.json' });
    const route = await mountAtStart('jobs', { siteUrl: 'http://site.test' });
    return { start: () => startPageData(route), asked };
  }

  it('calls the loader the URL matches, once, with its params and query', async () => {
    const { start, asked } = await mountedAtStart('/jobs-x/7?tab=about');
    start();
    expect(asked).toEqual(['job 7 ?tab=about']);
  });

  it('asks nothing below an access rule for someone it turns away, and swallows a failed start', async () => {
    const signedOut = await mountedAtStart('/mine');
    signedOut.start();
    expect(signedOut.asked).toEqual([]);
    const broken = await mountedAtStart('/broken');
    expect(() => broken.start()).not.toThrow();
  });
});
