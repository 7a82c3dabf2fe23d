// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserRenderedPage, parseTemplate } from './template';

const BUILD =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Find your dream job or the perfect hire."><title>JobPortal</title>' +
  '<link rel=preload href=/a.1234567890.css as=style><link rel=preload href=/b.1234567890.js as=script></head>' +
  '<body><noscript>x</noscript><div id=root></div></body></html>';

describe('the page template (the build’s index.html)', () => {
  it('keeps the head without the default title and description, finds the stylesheets and the root element', () => {
    const template = parseTemplate(BUILD);
    // The stylesheets' preloads go: the server writes the stylesheets itself.
    expect(template.head).toBe(
      '<!doctype html><html lang=en><head><meta charset=utf-8><link rel=preload href=/b.1234567890.js as=script>',
    );
    expect(template.beforeRoot).toBe('</head><body><noscript>x</noscript>');
    expect(template.afterRoot).toBe('</body></html>');
    expect(template.stylesheets).toEqual(['/a.1234567890.css']);
    expect(template.html).toBe(BUILD);
    expect(template.defaults).toBe(
      '<title>JobPortal</title><meta name=description content="Find your dream job or the perfect hire.">',
    );
  });

  it('makes the page the browser renders: the defaults kept, the links in the head, the frame in the root', () => {
    const template = parseTemplate(BUILD);
    expect(browserRenderedPage(template, '<link rel=stylesheet href=/a.css>', '<header>h</header>')).toBe(
      '<!doctype html><html lang=en><head><meta charset=utf-8><link rel=preload href=/b.1234567890.js as=script>' +
        '<link rel=stylesheet href=/a.css><title>JobPortal</title><meta name=description content="Find your dream job or the perfect hire."></head>' +
        '<body><noscript>x</noscript><div id="root"><header>h</header></div></body></html>',
    );
  });

  it('reads the unminified file as well', () => {
    const template = parseTemplate(
      '<html><head>\n<title>JobPortal</title>\n<meta name="description" content="x" />\n<link rel="preload" href="/s.css" as="style" />\n</head><body>\n<div id="root"></div>\n</body></html>',
    );
    expect(template.stylesheets).toEqual(['/s.css']);
    expect(template.head).not.toMatch(/title|description|s\.css/);
    expect(template.afterRoot).toBe('\n</body></html>');
  });

  it('refuses a file that is not the shell’s page', () => {
    expect(() => parseTemplate('<html><body>hi</body></html>')).toThrow('not the shell’s build');
  });
});
