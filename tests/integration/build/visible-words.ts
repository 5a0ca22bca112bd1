/**
 * What a shopper reads on a built page, from its HTML alone: the title, the description and
 * Open Graph text, the body's text (a <noscript>'s too: it is what a browser without JavaScript
 * shows) and the labels a screen reader or a pointer reveals (aria-label, alt, title,
 * placeholder). Scripts, styles, <template>s, structured data, island props and addresses are
 * not words on the page.
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  ndash: '–',
  mdash: '—',
};

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const LABEL_ATTRIBUTE = /\s(?:aria-label|alt|title|placeholder)="([^"]*)"/g;
const META_CONTENT =
  /<meta\s+(?:name="description"|property="og:[^"]*")\s+content="([^"]*)"|<meta\s+content="([^"]*)"\s+(?:name="description"|property="og:[^"]*")/g;
/** An address: a URL, or a path such as /cars/{slug} (spec §2), which is not a word. */
const ADDRESS = /\b[a-z][\w+.-]*:\/\/\S+|(?<![\w])\/[\w./?=&%#-]*/gi;

/** The page's words, one piece a line, with addresses left out. */
export function visibleWords(html: string): string {
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  const metas = [...html.matchAll(META_CONTENT)].map((m) => m[1] ?? m[2] ?? '');
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ');
  const labels = [...body.matchAll(LABEL_ATTRIBUTE)].map((m) => m[1] ?? '');
  const text = body.replace(/<[^>]*>/g, '\n');
  return [title, ...metas, text, ...labels]
    .map((piece) => decode(piece).replace(ADDRESS, ' '))
    .join('\n')
    .replace(/[ \t]*\n\s*/g, '\n');
}

/** 'car' or 'cars' as a word of its own ('CarPlay', 'Carlingford' and 'scar' are other words). */
const CAR_WORD = /(?<![\w-])cars?(?![\w-])/gi;

/** Each 'car' in the words, with a little of what surrounds it, prefixed with `where`. */
export function carWords(words: string, where: string): string[] {
  return [...words.matchAll(CAR_WORD)].map((match) => {
    const at = match.index;
    return `${where}: …${words.slice(Math.max(0, at - 40), at + 20).replace(/\s+/g, ' ')}…`;
  });
}
