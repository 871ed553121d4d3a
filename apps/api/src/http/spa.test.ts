import { describe, expect, it } from 'vitest';
import { injectMeta } from './spa.ts';

const page = '<html><head><title>Toko</title></head><body><div id="root"></div></body></html>';

describe('injectMeta', () => {
  it.each([
    ['$&', 'Sofa $& Kursi'],
    ['$`', 'Sofa $` Kursi'],
    ["$'", "Sofa $' Kursi"],
    ['$1', 'Sofa $1 Kursi'],
  ])('writes a product name holding %s into the head as typed', (_pattern, name) => {
    const html = injectMeta(page, { title: name, description: name });
    const escaped = name.replaceAll('&', '&amp;').replaceAll("'", '&#39;');
    expect(html).toContain(`<title>${escaped}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${escaped}">`);
    // The rest of the page is untouched: one head, one root, no copied fragments.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/id="root"/g)).toHaveLength(1);
    expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
  });

  it('escapes markup in the name', () => {
    const html = injectMeta(page, { title: '<script>x</script>', description: 'd' });
    expect(html).toContain('<title>&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).not.toContain('<script>x');
  });
});
