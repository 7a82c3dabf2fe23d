// The browser build's index.html as the frame of every page the server sends. For a rendered page the
// server keeps its head (scripts, preloads), drops the default title and description (every page renders its
// own), writes the start-up stylesheets it preloads (the rendered page is painted with them) and puts the
// page in its root. A page it cannot render keeps the defaults and gets the site's frame in its root (see
// `browserRenderedPage`); the browser renders that page.

export interface PageTemplate {
  /** The file as it is. */
  html: string;
  /**
   * `<head>` up to (not including) `</head>`, without the default title and description, nor the preloads of
   * the start-up stylesheets.
   */
  head: string;
  /** The default title and description the file's head has (a page the browser renders keeps them). */
  defaults: string;
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
  const fileHead = html.slice(0, headEnd);
  const stylePreloads = [...fileHead.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'style');
  const stylesheets = stylePreloads
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => Boolean(href));
  const title = /<title>[^<]*<\/title>/i;
  const description = /<meta\s+name=(?:"description"|description)\s[^>]*>/i;
  return {
    html,
    // The server writes the stylesheets itself (their text, or links): their preloads would fetch them again.
    head: stylePreloads
      .reduce((head, tag) => head.replace(tag, ''), fileHead)
      .replace(title, '')
      .replace(description, ''),
    defaults: [title, description].map((tag) => tag.exec(fileHead)?.[0] ?? '').join(''),
    beforeRoot: html.slice(headEnd, root.index),
    afterRoot: html.slice(rootEnd + '</div>'.length),
    stylesheets,
  };
}

/**
 * The page the browser renders, for a URL the server cannot render: the file with `links` (the start-up
 * stylesheets, see ./stylesheets) in its head and `frame` (the site's header over a page skeleton) in its root, so the frame is
 * painted before any script has run and stays in place while the app takes over.
 */
export function browserRenderedPage(template: PageTemplate, links: string, frame: string): string {
  return `${template.head}${links}${template.defaults}${template.beforeRoot}<div id="root">${frame}</div>${template.afterRoot}`;
}
