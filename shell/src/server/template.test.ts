// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTemplate } from './template';

const BUILD =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Find your dream job or the perfect hire."><title>JobPortal</title>' +
  '<link rel=preload href=/a.1234567890.css as=style><link rel=preload href=/b.1234567890.js as=script></head>' +
  '<body><noscript>x</noscript><div id=root><div class="a"><div>skeleton</div></div></div></body></html>';

describe('the page template (the build’s index.html)', () => {
  it('keeps the head without the default title and description, and finds the root element', () => {
    const template = parseTemplate(BUILD);
    expect(template.head).toBe(
      '<!doctype html><html lang=en><head><meta charset=utf-8><link rel=preload href=/a.1234567890.css as=style><link rel=preload href=/b.1234567890.js as=script>',
    );
    expect(template.beforeRoot).toBe('</head><body><noscript>x</noscript>');
    expect(template.afterRoot).toBe('</body></html>');
    expect(template.stylesheets).toEqual(['/a.1234567890.css']);
    expect(template.html).toBe(BUILD);
  });

  it('reads the unminified file as well', () => {
    const template = parseTemplate(
      '<html><head>\n<title>JobPortal</title>\n<meta name="description" content="x" />\n<link rel="preload" href="/s.css" as="style" />\n</head><body>\n<div id="root"><div>chrome</div></div>\n</body></html>',
    );
    expect(template.stylesheets).toEqual(['/s.css']);
    expect(template.head).not.toMatch(/title|description/);
    expect(template.afterRoot).toBe('\n</body></html>');
  });

  it('refuses a file that is not the shell’s page', () => {
    expect(() => parseTemplate('<html><body>hi</body></html>')).toThrow('not the shell’s build');
  });
});
