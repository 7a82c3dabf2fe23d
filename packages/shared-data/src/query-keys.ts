// The one shape of a query key in both remotes: `[root, kind, viewer, ...inputs]`. The root names the
// resource (what a write invalidates or patches), the kind one of its reads, the viewer whose view of the
// data it is, and the inputs everything else the server sees. With the viewer in every key, two people
// never share a cached answer, so nothing has to be cleared when someone else signs in in the same tab.
import type { User } from '@portal/contracts';
import { useSessionStore } from '@portal/shared-auth';
import type { QueryFilters, QueryKey } from '@tanstack/react-query';

/** The viewer part of a key for someone not signed in. */
export const GUEST = 'guest';

/**
 * The viewer part of a key for what is the same for everyone who asks (a company's public page, what an
 * e-mail's signed link is about): one cached answer whoever looks.
 */
export const EVERYONE = 'everyone';

/** Whose view of the data a query is: the signed-in user's id, or `guest`. */
export function viewerKey(user: Pick<User, '_id'> | null | undefined): string {
  return user?._id ?? GUEST;
}

/**
 * The viewer of the page being rendered, for its queries' keys: null while the stored session is still
 * being read. In a server-rendered page it is the person the page was rendered for, as the server's
 * loaders saw them, so the first render reads the keys the server filled.
 */
export function useViewerKey(): string | null {
  const loading = useSessionStore((state) => state.loading);
  const user = useSessionStore((state) => (state.isAuthenticated ? state.user : null));
  return loading ? null : viewerKey(user);
}

/** The keys of one resource, all built the one way. */
export interface ResourceKeys<Root extends string> {
  /** Every query of the resource, whoever it was for: what a write that changes it names. */
  all: readonly [Root];
  /** Every query of one kind, whoever it was for. */
  kind<const Kind extends string>(kind: Kind): readonly [Root, Kind];
  /** One query: its kind, whose it is, and its inputs. */
  key<const Kind extends string, const Inputs extends readonly unknown[]>(
    kind: Kind,
    viewer: string,
    ...inputs: Inputs
  ): readonly [Root, Kind, string, ...Inputs];
  /** Every query of the resource that is one viewer's (e.g. to read it all again after a reconnection). */
  viewer(viewer: string): QueryFilters;
}

export function resourceKeys<const Root extends string>(root: Root): ResourceKeys<Root> {
  return {
    all: [root],
    kind: (kind) => [root, kind],
    key: (kind, viewer, ...inputs) => [root, kind, viewer, ...inputs],
    viewer: (viewer) => ({
      queryKey: [root],
      predicate: (query: { queryKey: QueryKey }) => query.queryKey[2] === viewer,
    }),
  };
}
