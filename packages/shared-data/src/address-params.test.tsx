import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAddressParams, type WriteAddressParams } from './index';

// The writer the page rendered first: a handler bound before a navigation the page has not rendered yet is
// exactly what a key typed right after a click calls on a busy device.
function listPage() {
  const writers: WriteAddressParams[] = [];
  function ListPage() {
    const [params, write] = useAddressParams();
    writers.push(write);
    const { search } = useLocation();
    return (
      <p>
        stage {params.get('stage') ?? 'none'} at {search || 'no query'}
      </p>
    );
  }
  return { ListPage, first: () => writers[0]! };
}

const addSearch = (text: string) => (current: URLSearchParams) => {
  current.set('q', text);
  return current;
};

describe('a page’s state in its address', () => {
  it('a write builds on the address the router went to, not on the one the page last rendered', async () => {
    const { ListPage, first } = listPage();
    const router = createMemoryRouter([{ path: '/list', Component: ListPage }], {
      initialEntries: ['/list?stage=Review'],
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('stage Review at ?stage=Review');

    // "All" is clicked (the stage leaves the address), then a key is typed with the handler of before.
    await act(() => router.navigate('/list'));
    act(() => first()(addSearch('ana'), { replace: true }));
    await screen.findByText('stage none at ?q=ana');
    expect(router.state.location.search).toBe('?q=ana');
  });

  it('a write while a navigation to the same page is on its way builds on that navigation', async () => {
    let release: () => void = () => undefined;
    const { ListPage, first } = listPage();
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          Component: ListPage,
          // Holds the navigation on its way (a route whose loader waits).
          loader: ({ request }) =>
            new URL(request.url).searchParams.get('page') === '2'
              ? new Promise<null>((resolve) => (release = () => resolve(null)))
              : null,
        },
      ],
      { initialEntries: ['/list?stage=Review'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('stage Review at ?stage=Review');

    act(() => void router.navigate('/list?stage=Review&page=2'));
    expect(router.state.navigation.location?.search).toBe('?stage=Review&page=2');
    act(() => first()(addSearch('ana'), { replace: true }));
    act(() => release());
    await screen.findByText('stage Review at ?stage=Review&page=2&q=ana');
  });

  it('a navigation to another page on its way is not built on: the write starts from this page', async () => {
    let release: () => void = () => undefined;
    const { ListPage, first } = listPage();
    const router = createMemoryRouter(
      [
        { path: '/list', Component: ListPage },
        {
          path: '/elsewhere',
          Component: () => <p>elsewhere</p>,
          loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
        },
      ],
      { initialEntries: ['/list?stage=Review'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('stage Review at ?stage=Review');

    act(() => void router.navigate('/elsewhere?page=9'));
    act(() => first()(addSearch('ana'), { replace: true }));
    act(() => release());
    await screen.findByText('stage Review at ?stage=Review&q=ana');
  });

  it('a plain value replaces the query, and the options reach the navigation', async () => {
    const { ListPage, first } = listPage();
    const router = createMemoryRouter([{ path: '/list', Component: ListPage }], {
      initialEntries: ['/start', '/list?stage=Review'],
      initialIndex: 1,
    });
    render(<RouterProvider router={router} />);
    await screen.findByText('stage Review at ?stage=Review');
    act(() => first()(new URLSearchParams({ stage: 'Accepted' }), { replace: true }));
    await screen.findByText('stage Accepted at ?stage=Accepted');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
