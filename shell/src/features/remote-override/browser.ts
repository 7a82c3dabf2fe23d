// The browser's side of a remote override (federation/remote-override.ts): takes `?remote-override=` from
// the address, keeps it in the cookie and loads the page again without the parameter (the server then
// leaves the page to the browser); while one is in force, a bar at the top of every page says so and
// clears it in one click. Loaded only when the address or the cookie mentions an override.
import type { RuntimeConfig } from '@portal/remote-contract/runtime-config';
import {
  allowedOverrides,
  OVERRIDE_PARAM,
  overrideCookie,
  overrideRefusal,
  requestedOverrides,
} from '../../federation/remote-override';

const BAR_CLASS =
  'flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-amber-100 px-4 py-2 text-sm text-amber-950';
const BUTTON_CLASS =
  'rounded-md bg-white px-2 py-1 font-medium ring-1 ring-amber-700 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-800';

function bar(label: string, role?: 'alert'): HTMLElement {
  const element = document.createElement('aside');
  element.setAttribute('aria-label', label);
  if (role) element.setAttribute('role', role);
  element.className = BAR_CLASS;
  document.body.prepend(element);
  return element;
}

function button(text: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = BUTTON_CLASS;
  element.textContent = text;
  element.addEventListener('click', onClick);
  return element;
}

function showOverrides(overrides: Record<string, string>): void {
  const element = bar('Remote override');
  const text = document.createElement('p');
  text.textContent = `Overridden in this browser: ${Object.entries(overrides)
    .map(([remote, url]) => `${remote} from ${url}`)
    .join(', ')}.`;
  element.append(
    text,
    button('Clear override', () => {
      document.cookie = overrideCookie({});
      window.location.reload();
    }),
  );
}

function showRefusal(why: string): void {
  const element = bar('Remote override refused', 'alert');
  const text = document.createElement('p');
  text.textContent = `Remote override refused: ${why}.`;
  element.append(
    text,
    button('Dismiss', () => element.remove()),
  );
}

/**
 * The remotes this browser overrides (remote name → manifest URL), or null when the page is loading again
 * to apply a new one (the caller stops there).
 */
export function applyRemoteOverrides(config: RuntimeConfig): Record<string, string> | null {
  const address = new URL(window.location.href);
  const asked = address.searchParams.get(OVERRIDE_PARAM);
  if (asked !== null) {
    address.searchParams.delete(OVERRIDE_PARAM);
    const split = asked.indexOf('=');
    const [remote, url] = [asked.slice(0, split), asked.slice(split + 1)];
    const refusal =
      asked === 'clear'
        ? null
        : split > 0
          ? overrideRefusal(config, remote, url)
          : `write it as ${OVERRIDE_PARAM}=<remote>=<manifest URL>`;
    if (!refusal) {
      const kept = allowedOverrides(config, document.cookie);
      document.cookie = overrideCookie(asked === 'clear' ? {} : { ...kept, [remote]: url });
      window.location.replace(address.href);
      return null;
    }
    window.history.replaceState(window.history.state, '', address.href);
    showRefusal(refusal);
  }
  const overrides = allowedOverrides(config, document.cookie);
  // One the site no longer allows (its allow-list changed) is dropped, not kept hidden in the cookie.
  if (Object.keys(overrides).length < Object.keys(requestedOverrides(document.cookie)).length) {
    document.cookie = overrideCookie(overrides);
  }
  if (Object.keys(overrides).length) showOverrides(overrides);
  return overrides;
}
