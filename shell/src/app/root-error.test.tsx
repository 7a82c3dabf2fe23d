// The root route's boundary, on the shell's real route tree: a page that throws while rendering and a page
// whose code cannot be loaded both show the site's error page inside the header, with a way back.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthProvider } from '@portal/shared-auth';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from './router';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The shell's tree with one more page under the root (what a broken page would be). */
function siteWith(page: RouteObject, path: string) {
  const routes = buildRoutes();
  routes[0]!.children!.unshift(page);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
}

function Broken(): never {
  throw new Error('a render error');
}

describe('the root error boundary', () => {
  it('a page that throws while rendering: the site error page inside the header, and back home', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = siteWith({ path: 'broken', Component: Broken }, '/broken');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Something went wrong' });
    expect(within(screen.getByRole('alert')).getByText(/could not be shown/)).toBeInTheDocument();
    expect(heading.closest('main')).not.toBeNull();
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('link', { name: 'JobPortal' }));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'A page failed:',
      expect.objectContaining({ message: 'a render error' }),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { level: 1, name: /dream job/i })).toBeInTheDocument();
  });

  it('a page whose code cannot be loaded (a chunk gone) shows it too, on a navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = siteWith(
      { path: 'gone', lazy: () => Promise.reject(new Error('Loading chunk 42 failed')) },
      '/',
    );
    await screen.findByRole('heading', { level: 1, name: /dream job/i });
    await act(() => router.navigate('/gone'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
