// A remote pointed at another URL for one browser: a team tries its development server or a preview
// release inside a deployed site, as Module Federation's devtools let a developer do. Allowed only for
// the origins the environment's config.json lists in `overrides` (none in production), kept in a cookie so
// the shell's server knows about it too (it leaves such a browser's pages to the browser: it cannot load a
// developer's machine), shown in the page while active and cleared in one click (override-banner.ts).
//
// Set by opening any page with `?remote-override=<remote>=<manifest URL>`; `?remote-override=clear` clears.
import type { RuntimeConfig } from '@portal/remote-contract/runtime-config';

export const OVERRIDE_COOKIE = 'portal_remote_override';
export const OVERRIDE_PARAM = 'remote-override';

/** The overrides a cookie header asks for (remote name → manifest URL), unchecked. */
export function requestedOverrides(cookieHeader: string | null | undefined): Record<string, string> {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== OVERRIDE_COOKIE) continue;
    try {
      return Object.fromEntries(new URLSearchParams(decodeURIComponent(rest.join('='))));
    } catch {
      return {};
    }
  }
  return {};
}

/** Why an override is refused, or null when the configuration allows it. */
export function overrideRefusal(config: RuntimeConfig, remote: string, url: string): string | null {
  if (!config.overrides?.length) return 'this site allows no remote override';
  if (!Object.hasOwn(config.remotes, remote)) return `this site has no remote named "${remote}"`;
  let origin: string;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `${url} is not a web address`;
    origin = parsed.origin;
  } catch {
    return `${url} is not a web address`;
  }
  return config.overrides.includes(origin)
    ? null
    : `${origin} is not among the origins this site allows (config.json "overrides")`;
}

/** The overrides of a cookie header that the configuration allows. */
export function allowedOverrides(
  config: RuntimeConfig,
  cookieHeader: string | null | undefined,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(requestedOverrides(cookieHeader)).filter(
      ([remote, url]) => overrideRefusal(config, remote, url) === null,
    ),
  );
}

/** The cookie that keeps `overrides` for the browser's session (cleared with an empty record). */
export function overrideCookie(overrides: Record<string, string>): string {
  const value = new URLSearchParams(overrides).toString();
  return value
    ? `${OVERRIDE_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax`
    : `${OVERRIDE_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
}
