import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { invalidateRoots, patchEverywhere } from './cache-writes';
import { createQueryClient } from './query-client';

interface Item {
  _id: string;
  done: boolean;
  tag?: string;
}

const isItem = (id: string) => (record: Record<string, unknown>) => record._id === id && 'done' in record;

describe('patchEverywhere: a write reaches every cached copy of what it changed', () => {
  it('patches the record wherever it sits under the roots, keeps what did not change, leaves other roots', () => {
    const client = createQueryClient();
    const target: Item = { _id: 't', done: false };
    const other: Item = { _id: 'o', done: false };
    const page = { items: [other, target], total: 2 };
    client.setQueryData(['items', 'list', 'u1'], { pages: [page], pageParams: [1] });
    client.setQueryData(['items', 'detail', 'u1', 't'], target);
    client.setQueryData(['boxes', 'list', 'u1'], [{ _id: 'b', item: target }]);
    client.setQueryData(['elsewhere', 'list', 'u1'], [target]);

    patchEverywhere<Item>(client, ['items', 'boxes'], isItem('t'), { done: true });

    const list = client.getQueryData<{ pages: (typeof page)[] }>(['items', 'list', 'u1'])!;
    expect(list.pages[0]!.items).toEqual([other, { _id: 't', done: true }]);
    expect(list.pages[0]!.items[0]).toBe(other);
    expect(client.getQueryData(['items', 'detail', 'u1', 't'])).toEqual({ _id: 't', done: true });
    expect(client.getQueryData(['boxes', 'list', 'u1'])).toEqual([
      { _id: 'b', item: { _id: 't', done: true } },
    ]);
    expect(client.getQueryData<Item[]>(['elsewhere', 'list', 'u1'])![0]).toBe(target);
  });

  it('takes a function for a change that depends on the record', () => {
    const client = createQueryClient();
    client.setQueryData(['items', 'detail', 'u1', 't'], { _id: 't', done: false, tag: 'a' });
    patchEverywhere<Item>(client, ['items'], isItem('t'), (item) => ({ ...item, tag: `${item.tag}!` }));
    expect(client.getQueryData(['items', 'detail', 'u1', 't'])).toEqual({ _id: 't', done: false, tag: 'a!' });
  });

  it('leaves a query with nothing to change as it was (no new data, nothing renders again)', () => {
    const client = createQueryClient();
    const items = [{ _id: 'o', done: false }];
    client.setQueryData(['items', 'list', 'u1'], items);
    patchEverywhere<Item>(client, ['items'], isItem('t'), { done: true });
    expect(client.getQueryData(['items', 'list', 'u1'])).toBe(items);
  });
});

describe('invalidateRoots: what a write changed is read again where it is shown', () => {
  it('marks every query under the roots stale, whoever it was for, and no other', async () => {
    const client = createQueryClient();
    client.setQueryData(['items', 'list', 'u1'], []);
    client.setQueryData(['items', 'detail', 'u2', 't'], {});
    client.setQueryData(['boxes', 'list', 'u1'], []);
    await invalidateRoots(client, ['items'], { refetch: false });
    const stale = client
      .getQueryCache()
      .findAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual([
      ['items', 'list', 'u1'],
      ['items', 'detail', 'u2', 't'],
    ]);
  });

  it('asks again at once for what a page shows, unless told to only mark it', async () => {
    const client = createQueryClient();
    let asked = 0;
    const shown = new QueryObserver(client, {
      queryKey: ['items', 'list', 'u1'],
      queryFn: async () => ++asked,
    });
    const stop = shown.subscribe(() => undefined);
    await vi.waitFor(() => expect(asked).toBe(1));
    await invalidateRoots(client, ['items'], { refetch: false });
    expect(asked).toBe(1);
    await invalidateRoots(client, ['items']);
    expect(asked).toBe(2);
    stop();
  });
});
