// Node has no URLPattern: a stand-in built on react-router's matchPath plays the browser's matcher in tests
// of the guesses made before the router's code has loaded.
import { matchPath } from 'react-router-dom';

/** URLPattern over pathnames, with react-router's matching (`:param`, `:param?`, a final `*`). */
export class FakeUrlPattern {
  constructor(private readonly init: { pathname: string }) {
    if (init.pathname.includes('(')) throw new TypeError('unsupported pattern');
  }
  test({ pathname }: { pathname: string }): boolean {
    return matchPath({ path: this.init.pathname, end: true }, pathname) !== null;
  }
  exec({ pathname }: { pathname: string }) {
    const match = matchPath({ path: this.init.pathname, end: true }, pathname);
    return match ? { pathname: { groups: { ...match.params } } } : null;
  }
}
