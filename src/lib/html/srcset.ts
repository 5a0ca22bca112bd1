/**
 * The image URLs of a srcset (or imagesrcset) value, as the HTML standard splits it: a URL
 * runs to the next whitespace, so a URL may itself hold commas (`/img/w_640,q_75/car.jpg`);
 * descriptors follow, up to a comma outside parentheses.
 */
export function srcsetUrls(value: string): string[] {
  const urls: string[] = [];
  let at = 0;
  while (at < value.length) {
    while (at < value.length && /[\s,]/.test(value[at] ?? '')) at++;
    if (at >= value.length) break;
    const start = at;
    while (at < value.length && !/\s/.test(value[at] ?? '')) at++;
    let url = value.slice(start, at);
    if (url.endsWith(',')) {
      // A trailing comma ends the candidate: it has no descriptors.
      url = url.replace(/,+$/, '');
    } else {
      let depth = 0;
      for (; at < value.length; at++) {
        const char = value[at];
        if (char === '(') depth++;
        else if (char === ')') depth = Math.max(0, depth - 1);
        else if (char === ',' && depth === 0) break;
      }
    }
    if (url) urls.push(url);
  }
  return urls;
}
