import { describe, expect, it } from 'vitest';
import { absoluteOrigins, inlineSources } from '../../../src/lib/hosting/inline-sources.ts';

describe('inlineSources', () => {
  it('collects executed inline scripts as written, and skips data blocks and external scripts', () => {
    const html = [
      '<script type="module">import(`/_astro/a.js`)</script>',
      '<script>(()=>{ if (a < b) go(); })();</script>',
      '<SCRIPT TYPE="text/javascript">x()</SCRIPT >',
      '<script type="application/ld+json">{"@type":"Car"}</script>',
      '<script type="application/json" id="data">{"a":1}</script>',
      '<script type="module" src="/_astro/b.js"></script>',
      '<script type="importmap">{"imports":{}}</script>',
    ].join('');
    expect(inlineSources(html).scripts).toEqual([
      'import(`/_astro/a.js`)',
      '(()=>{ if (a < b) go(); })();',
      'x()',
      '{"imports":{}}',
    ]);
  });

  it('keeps script text byte for byte: no entity decoding, whitespace kept', () => {
    expect(inlineSources('<script>\n  a &amp;&amp; b;\n</script>').scripts).toEqual([
      '\n  a &amp;&amp; b;\n',
    ]);
  });

  it('collects <style> text and style attribute values, the latter entity-decoded', () => {
    const html =
      '<style>.a{color:red}</style><div style="--span: 4"><p style=\'font-family:&quot;X&quot;\'>t</p></div>';
    const found = inlineSources(html);
    expect(found.styles).toEqual(['.a{color:red}']);
    expect(found.styleAttributes).toEqual(['--span: 4', 'font-family:"X"']);
  });

  it('finds no tags inside comments, scripts, styles or text areas', () => {
    const html =
      '<!-- <script>no()</script> <p style="x:1"> --><textarea><p style="y:2"></textarea>' +
      '<script>var s = "<p style=\\"z:3\\">";</script><style>p::after{content:"<b style=q>"}</style>';
    const found = inlineSources(html);
    expect(found.styleAttributes).toEqual([]);
    expect(found.scripts).toEqual(['var s = "<p style=\\"z:3\\">";']);
    expect(found.styles).toEqual(['p::after{content:"<b style=q>"}']);
  });

  it('reads attributes holding ">" inside quotes', () => {
    const found = inlineSources('<a title="a > b" style="--x:1">go</a>');
    expect(found.styleAttributes).toEqual(['--x:1']);
  });

  it('takes the first of two same-named attributes, as browsers do', () => {
    expect(inlineSources('<b style="a:1" style="b:2">').styleAttributes).toEqual(['a:1']);
  });

  it('collects absolute image URLs from img, source and icon links, srcsets included', () => {
    const html = [
      '<img src="https://cdn.example.com/a.jpg" srcset="https://cdn.example.com/a.jpg?w=320 320w, /media/b.jpg 640w">',
      '<picture><source srcset="https://img.example.net/c.webp 1x"></picture>',
      '<img src="/media/local.jpg">',
      '<link rel="icon" href="https://icons.example.org/i.png">',
      '<link rel="stylesheet" href="https://styles.example.org/s.css">',
      '<a href="https://www.facebook.com/dealer">f</a>',
    ].join('');
    expect(inlineSources(html).imageUrls).toEqual([
      'https://cdn.example.com/a.jpg',
      'https://cdn.example.com/a.jpg?w=320',
      'https://img.example.net/c.webp',
      'https://icons.example.org/i.png',
    ]);
  });

  it('keeps the commas inside an image CDN URL of a srcset', () => {
    const html =
      '<img srcset="https://res.example.com/w_640,q_75/car.jpg 640w, https://res.example.com/w_1280,q_75/car.jpg 1280w">';
    expect(inlineSources(html).imageUrls).toEqual([
      'https://res.example.com/w_640,q_75/car.jpg',
      'https://res.example.com/w_1280,q_75/car.jpg',
    ]);
  });

  it('reads an unterminated document to its end without looping', () => {
    expect(inlineSources('<p style="a:1"><script>never closed')).toEqual({
      scripts: ['never closed'],
      styles: [],
      styleAttributes: ['a:1'],
      imageUrls: [],
    });
    expect(inlineSources('a < b <!-- open').scripts).toEqual([]);
  });
});

describe('absoluteOrigins', () => {
  it('gives each http(s) origin once, sorted, and ignores site paths and other schemes', () => {
    expect(
      absoluteOrigins([
        'https://b.example.com/x.jpg',
        '/media/a.jpg',
        'data:image/png;base64,AAAA',
        'https://a.example.com:8443/y.jpg',
        'https://b.example.com/z.jpg',
        'http://old.example.com/q.jpg',
        'https://',
      ]),
    ).toEqual(['http://old.example.com', 'https://a.example.com:8443', 'https://b.example.com']);
  });
});
