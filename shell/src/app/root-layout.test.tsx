import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RootLayout } from './root-layout';

// jsdom lacks matchMedia (react-hot-toast asks for prefers-reduced-motion).
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

afterEach(() => {
  act(() => toast.remove());
});

function site(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { index: true, element: <h1>Landing</h1> },
          { path: 'find-jobs', element: <h1>Find Jobs</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('RootLayout', () => {
  it('the landing page carries no toast area; it loads on the first page that may toast', async () => {
    const router = site('/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    act(() => {
      toast.success('Job Saved successfully!');
    });
    expect(screen.queryByText('Job Saved successfully!')).not.toBeInTheDocument();
    await act(() => router.navigate('/find-jobs'));
    // The toast raised before the area loaded is shown once it has.
    expect(await screen.findByText('Job Saved successfully!')).toBeInTheDocument();
  });

  it('a page other than the landing page has the toast area from the start', async () => {
    site('/find-jobs');
    act(() => {
      toast.error('Something went wrong! Try again later');
    });
    expect(await screen.findByText('Something went wrong! Try again later')).toBeInTheDocument();
  });
});
