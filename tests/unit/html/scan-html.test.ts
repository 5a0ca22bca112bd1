import { describe, expect, it } from 'vitest';
import { decodeEntities, imagesWithoutSize, scanHtml } from '../../../src/lib/html/scan-html.ts';

describe('scanHtml', () => {
  it('reads start tags with quoted, unquoted and bare attributes, names lower-cased', () => {
    const tags = scanHtml(
      `<!DOCTYPE html><HTML lang="en"><IMG SRC='/a.png' width=10 height = "20" hidden data-x=""></HTML>`,
    );
    expect(tags.map((tag) => tag.name)).toEqual(['html', 'img']);
    expect(tags[1]?.attrs).toEqual({
      src: '/a.png',
      width: '10',
      height: '20',
      hidden: '',
      'data-x': '',
    });
  });

  it('handles self-closing tags and a slash straight after the name', () => {
    const tags = scanHtml('<br/><img src="/a.png"/><link rel="modulepreload" href="/x.js" />');
    expect(tags.map((tag) => tag.name)).toEqual(['br', 'img', 'link']);
    expect(tags[1]?.attrs['src']).toBe('/a.png');
    expect(tags[2]?.attrs).toEqual({ rel: 'modulepreload', href: '/x.js' });
  });

  it('keeps > and quotes of the other kind inside quoted values', () => {
    const [tag] = scanHtml(`<a title="a > b 'c'" data-q='say "hi"'>`);
    expect(tag?.attrs).toEqual({ title: "a > b 'c'", 'data-q': 'say "hi"' });
  });

  it('decodes character references in attribute values', () => {
    const [tag] = scanHtml('<astro-island props="{&quot;a&quot;:[0,&#39;x&#x27;]}" x="a&amp;b">');
    expect(tag?.attrs['props']).toBe(`{"a":[0,'x']}`);
    expect(tag?.attrs['x']).toBe('a&b');
  });

  it('lets the first of two same-named attributes win, as browsers do', () => {
    expect(scanHtml('<img width="1" width="2">')[0]?.attrs['width']).toBe('1');
  });

  it('skips comments, end tags, processing instructions and stray < signs', () => {
    const tags = scanHtml('<!-- a > b <img src="/ghost.png"> --><p>1 < 2 and <3</p><?xml x?><b>');
    expect(tags.map((tag) => tag.name)).toEqual(['p', 'b']);
  });

  it('keeps script text raw and finds no tags inside scripts or styles', () => {
    const tags = scanHtml(
      '<script type="module">document.body.innerHTML=`<img src="/x.png">`;a&amp;b</script>' +
        '<style>.a::after{content:"<img>"}</style><img src="/real.png">',
    );
    expect(tags.map((tag) => tag.name)).toEqual(['script', 'style', 'img']);
    expect(tags[0]?.text).toBe('document.body.innerHTML=`<img src="/x.png">`;a&amp;b');
    expect(tags[1]?.text).toBe('.a::after{content:"<img>"}');
    expect(tags[2]?.text).toBeUndefined();
  });

  it('ends raw text only at its own end tag, whatever its case', () => {
    const tags = scanHtml('<script>let s="</scripts>";</SCRIPT ><img src="/after.png">');
    expect(tags[0]?.text).toBe('let s="</scripts>";');
    expect(tags[1]?.attrs['src']).toBe('/after.png');
  });

  it('gives an empty script its empty text and an unclosed one the rest of the page', () => {
    expect(scanHtml('<script src="/a.js"></script>')[0]?.text).toBe('');
    expect(scanHtml('<script>tail()')[0]?.text).toBe('tail()');
  });

  it('copes with a page cut off inside a tag', () => {
    expect(scanHtml('<img src="/a.png')).toEqual([{ name: 'img', attrs: { src: '/a.png' } }]);
    expect(scanHtml('<img width=')).toEqual([{ name: 'img', attrs: { width: '' } }]);
    expect(scanHtml('<!-- never closed <img>')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves unknown ones alone', () => {
    expect(decodeEntities('&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&nbsp;&#0;')).toBe(
      `<>&"'AB&nbsp;&#0;`,
    );
  });
});

describe('imagesWithoutSize', () => {
  it('names images missing width, height or both, or with empty values', () => {
    const tags = scanHtml(
      '<img src="/ok.png" width="1" height="2"><img src="/w.png" width="1">' +
        '<img src="/h.png" height="2"><img src="/none.png"><img src="/empty.png" width=" " height="2">' +
        '<picture width="1"></picture>',
    );
    expect(imagesWithoutSize(tags).map((tag) => tag.attrs['src'])).toEqual([
      '/w.png',
      '/h.png',
      '/none.png',
      '/empty.png',
    ]);
  });
});
