// The browser build's index.html as the frame of every page the server renders. The file is also what a
// static host serves (chrome and skeleton painted before any script, then the app renders in the browser),
// and it stays the server's fallback page as it is. For a rendered page the server keeps its head (scripts,
// preloads, the chrome's inline styles), drops the default title and description (every page renders its
// own), links the start-up stylesheets it preloads (the rendered page is painted with them) and puts the
// page in place of the chrome.

export interface PageTemplate {
  /** The file as it is: the page when the browser renders it (a static host, the fallback). */
  html: string;
  /** `<head>` up to (not including) `</head>`, without the default title and description. */
  head: string;
  /** `</head>` up to the root element. */
  beforeRoot: string;
  /** After the root element to the end. */
  afterRoot: string;
  /** The start-up stylesheets index.html preloads (site-relative URLs). */
  stylesheets: string[];
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((value) => value !== undefined);

/** Reads the template; throws when the file is not a page of this build (no head or no root element). */
export function parseTemplate(html: string): PageTemplate {
  const headEnd = html.search(/<\/head>/i);
  const root = /<div\s+id=(?:"root"|'root'|root)\s*>/i.exec(html);
  const rootEnd = html.lastIndexOf('</div>');
  if (headEnd < 0 || !root || rootEnd < root.index) {
    throw new Error('index.html has no </head> or no <div id="root">: not the shell’s build');
  }
  const stylesheets = [...html.slice(0, headEnd).matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'style')
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => Boolean(href));
  return {
    html,
    head: html
      .slice(0, headEnd)
      .replace(/<title>[^<]*<\/title>/i, '')
      .replace(/<meta\s+name=(?:"description"|description)\s[^>]*>/i, ''),
    beforeRoot: html.slice(headEnd, root.index),
    afterRoot: html.slice(rootEnd + '</div>'.length),
    stylesheets,
  };
}
