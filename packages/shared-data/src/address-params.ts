// A page's state kept in its address (`?stage=Review&q=ana&page=2`): read as the page shows it, written on
// top of where the address is now. react-router's own setSearchParams builds on the parameters the page last
// rendered, and the router renders a navigation in a transition, which a busy device can hold back: a click
// on "All" followed at once by a key in the search box wrote the search over the address before the click
// (`?stage=Review&q=a`), so the click was lost. Writes here start from the router's own state: the
// navigation on its way to this page, else the address it last went to.
import { useCallback, useContext } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  useLocation,
  useNavigate,
  useSearchParams,
  type NavigateOptions,
} from 'react-router-dom';

export type WriteAddressParams = (
  next: URLSearchParams | ((current: URLSearchParams) => URLSearchParams),
  options?: NavigateOptions,
) => void;

/** The page's query parameters, and a writer that never undoes a navigation the page has not shown yet. */
export function useAddressParams(): [URLSearchParams, WriteAddressParams] {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dataRouter = useContext(DataRouterContext);
  const write = useCallback<WriteAddressParams>(
    (next, options) => {
      // The newest address the router has for this page: a navigation to it on its way, else where it is.
      // A navigation to another page is not this page's to build on (the write replaces it, as any would).
      const state = dataRouter?.router.state;
      const newest = [state?.navigation.location, state?.location].find((at) => at?.pathname === pathname);
      const current = new URLSearchParams(newest ? newest.search : params);
      const value = typeof next === 'function' ? next(current) : next;
      void navigate(`?${value.toString()}`, options);
    },
    [dataRouter, navigate, params, pathname],
  );
  return [params, write];
}
