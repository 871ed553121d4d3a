import { describe, expect, it } from 'vitest';
import { fillPage, injectMeta, PAGE_SCRIPT } from './spa.ts';

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

describe('fillPage', () => {
  // index.html as Vite writes it: the entry script and its preloads in the head.
  const built =
    '<html><head><title>Toko</title>' +
    '<script type="module" crossorigin src="/assets/index-A.js"></script>\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/framework-B.js">\n' +
    '    <link rel="modulepreload" crossorigin href="/assets/button-C.js">\n' +
    '    <link rel="stylesheet" crossorigin href="/assets/index-D.css">\n' +
    '</head><body><div id="root"></div></body></html>';
  const drawn = fillPage(
    built,
    { html: '<link rel="preload" as="image" href="/api/images/1"/><main>Sofa</main>', data: '{"a":1}' },
    ['/assets/button-C.js', '/assets/home-page-E.js'],
    new Map([['/assets/index-D.css', 'body{color:red}']]),
  );

  it('leaves no tag that loads the app while the page arrives: its code is a list the page script starts', () => {
    expect(drawn).not.toMatch(/<script[^>]* src=/);
    expect(drawn).not.toContain('<link rel="modulepreload"');
    const list = /<script type="application\/json" id="app-code">([^<]*)<\/script>/.exec(drawn)![1]!;
    // The entry first (it becomes the module script), then its preloads, then the page's own chunks, once.
    expect(JSON.parse(list)).toEqual([
      '/assets/index-A.js',
      '/assets/framework-B.js',
      '/assets/button-C.js',
      '/assets/home-page-E.js',
    ]);
    // The list comes before the script that reads it, in the head.
    const head = drawn.slice(0, drawn.indexOf('</head>'));
    expect(head.indexOf('id="app-code"')).toBeGreaterThan(-1);
    expect(head.indexOf(`<script>${PAGE_SCRIPT}</script>`)).toBeGreaterThan(head.indexOf('id="app-code"'));
  });

  it('keeps the rest: styles inline, image preloads in the head, the page and its answers in #root', () => {
    expect(drawn).toContain('<style>body{color:red}</style>');
    expect(drawn.indexOf('<link rel="preload" as="image" href="/api/images/1"/>')).toBeLessThan(
      drawn.indexOf('</head>'),
    );
    expect(drawn).toContain(
      '<div id="root"><main>Sofa</main></div><script type="application/json" id="page-data">{"a":1}</script>',
    );
  });
});
