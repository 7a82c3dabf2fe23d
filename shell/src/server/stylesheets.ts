// The stylesheets a rendered page is painted with, written into the page itself. Linked, each is a
// render-blocking request after the HTML, and a remote's comes from the remote's origin: a second
// connection (DNS, TCP, TLS) before the first paint, while the page's code competes for the same bandwidth.
// Inlined, the first paint needs the HTML alone. The files are small (Tailwind's output, ~7 KB compressed
// each) and only a visit's first page carries them: every later page is rendered in the browser, which
// finds them in place (webpack's CSS loading looks for a `<style data-href>` of the file before it links it).
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';

/** A stylesheet larger than this stays a link: a page's bytes would outgrow what inlining saves. */
export const INLINE_STYLESHEET_MAX_BYTES = 64 * 1024;
/** How long a remote's stylesheet may take to arrive; a late one is linked until it has. */
const FETCH_TIMEOUT_MS = 5_000;
/** Stylesheets known at once (every release's files are new names; old ones are dropped first). */
const KEPT = 64;

export interface InlineStylesheets {
  /**
   * What a page writes for `href` (a site-relative file of the shell's build, or a remote's absolute URL):
   * a `<style>` element with its text once it is known and small enough, else a `<link>`. A remote's file
   * not yet known starts to arrive for the pages after this one.
   */
  element(href: string): string;
  /** Resolves once each of `hrefs` is known (or could not be read): a starting server waits for them. */
  load(hrefs: string[]): Promise<void>;
}

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The stylesheet's link, as a page names a file it does not carry. */
export const stylesheetLink = (href: string) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`;

/**
 * The stylesheet's text as a page carries it: nothing in it can end the element early (`</style` is written
 * `<\/style`, the same text to CSS), and `data-href` names the file it stands for.
 */
export const inlineStylesheet = (href: string, text: string) =>
  `<style data-href="${escapeAttribute(href)}">${text.replace(/<\/(style)/gi, '<\\/$1')}</style>`;

export function createInlineStylesheets({
  dir,
  origins,
  fetchImpl = fetch,
  maxBytes = INLINE_STYLESHEET_MAX_BYTES,
}: {
  /** The shell's build: its own stylesheets are read from here. */
  dir: string;
  /** The origins a remote's stylesheet may come from (config.json's remotes). */
  origins: () => Set<string>;
  fetchImpl?: typeof fetch;
  maxBytes?: number;
}): InlineStylesheets {
  /** Each known file's element, escaped once (every first page writes the same tens of KB): inline, or its link. */
  const elements = new Map<string, string>();
  const pending = new Map<string, Promise<void>>();

  const keep = (href: string, text: string | null) => {
    elements.delete(href);
    elements.set(
      href,
      text !== null && Buffer.byteLength(text) <= maxBytes
        ? inlineStylesheet(href, text)
        : stylesheetLink(href),
    );
    for (const oldest of elements.keys()) {
      if (elements.size <= KEPT) break;
      elements.delete(oldest);
    }
  };

  /** The shell's own file, from its build (never outside it). */
  const readOwn = (href: string): string | null => {
    const path = normalize(decodeURIComponent(new URL(href, 'http://site').pathname));
    try {
      return readFileSync(join(dir, path), 'utf8');
    } catch {
      return null;
    }
  };

  function fetchRemote(href: string): Promise<void> {
    let arriving = pending.get(href);
    if (!arriving) {
      arriving = (async () => {
        // A file on no remote's origin is linked, never read by this server.
        if (!origins().has(new URL(href).origin)) return keep(href, null);
        try {
          const response = await fetchImpl(href, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          keep(href, await response.text());
        } catch {
          // Unreachable or late: linked, as without this, and asked for again by a later page.
        }
      })().finally(() => pending.delete(href));
      pending.set(href, arriving);
    }
    return arriving;
  }

  const isOwn = (href: string) => href.startsWith('/') && !href.startsWith('//');
  /** Known now, or on its way (a remote's). */
  const ask = async (href: string): Promise<void> => {
    if (elements.has(href)) return;
    if (isOwn(href)) return keep(href, readOwn(href));
    return fetchRemote(href);
  };

  return {
    element(href) {
      void ask(href);
      return elements.get(href) ?? stylesheetLink(href);
    },

    async load(hrefs) {
      await Promise.all(hrefs.map(ask));
    },
  };
}
