import sanitizeHtml from 'sanitize-html';

/**
 * The tags a dealer's description may keep: text structure only. Scripts, styles, images,
 * iframes, forms, links and every attribute go; feed HTML is someone else's markup shown on
 * the dealer's page, so anything beyond plain structure is a risk with nothing to gain.
 */
const ALLOWED_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'h3', 'h4'];

const looksLikeHtml = (text: string): boolean => /<\/?[a-z][^>]*>/i.test(text);

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Plain text from a feed: blank lines separate paragraphs, single line breaks are kept. */
function paragraphsFromText(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeText(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A car description as safe HTML for the car page: feed HTML through the sanitiser (headings
 * from the feed become h3/h4 so they sit under the page's own section heading), plain text as
 * paragraphs. Empty when nothing readable is left.
 */
export function descriptionHtml(description: string): string {
  const source = looksLikeHtml(description) ? description : paragraphsFromText(description);
  const clean = sanitizeHtml(source, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {},
    transformTags: { h1: 'h3', h2: 'h3', h5: 'h4', h6: 'h4', div: 'p' },
  });
  return clean.replace(/<p>\s*<\/p>/g, '').trim();
}
