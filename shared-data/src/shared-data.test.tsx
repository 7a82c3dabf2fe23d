import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createQueryClient, httpStatusOf, withQueryClient } from './index';

function Greeting() {
  const { data } = useQuery({ queryKey: ['greeting'], queryFn: async () => 'hello from the cache' });
  return <p>{data ?? 'loading'}</p>;
}

describe('the data layer', () => {
  it('gives every page of a remote its one client, which loaders share', async () => {
    const client = createQueryClient();
    const routes = withQueryClient(client, [
      {
        path: '/page',
        Component: Greeting,
        handle: { title: 'Page' },
        // A loader prefetches into the same cache the page reads: one request, started before render.
        loader: async () => {
          await client.prefetchQuery({
            queryKey: ['greeting'],
            queryFn: async () => 'hello from the loader',
          });
          return null;
        },
      },
    ]);
    const router = createMemoryRouter(routes, { initialEntries: ['/page'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('hello from the loader')).toBeInTheDocument();
  });

  it('never retries: a failure shows at once', async () => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['fails'],
        queryFn: async () => {
          calls += 1;
          throw Object.assign(new Error('boom'), { response: { status: 500 } });
        },
      })
      .catch(() => undefined);
    expect(calls).toBe(1);
  });

  it('reads the HTTP status of an API error', () => {
    expect(httpStatusOf({ response: { status: 404 } })).toBe(404);
    expect(httpStatusOf(new Error('network'))).toBeNull();
    expect(httpStatusOf(null)).toBeNull();
  });
});
