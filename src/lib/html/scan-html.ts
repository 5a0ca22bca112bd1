/**
 * Every start tag of a built page with all its attributes decoded, and the text of <script>
 * and <style> elements: the page-weight bench's view of a page. Built on htmlTokens, the one
 * tokenizer; readers of whole sites parse only the attributes they need from htmlTokens.
 */
import { htmlTokens, parseAttributes } from './html-tokens.ts';

export { decodeEntities } from './decode-entities.ts';

export interface HtmlTag {
  /** Lower-cased tag name. */
  name: string;
  /** Lower-cased attribute names to decoded values; a bare attribute has the value ''. */
  attrs: Record<string, string>;
  /** The raw text of a <script> or <style> element (never entity-decoded, as browsers don't). */
  text?: string;
}

/** Every start tag in document order. */
export function scanHtml(html: string): HtmlTag[] {
  const tags: HtmlTag[] = [];
  for (const token of htmlTokens(html)) {
    const tag: HtmlTag = {
      name: token.name,
      attrs: Object.fromEntries(parseAttributes(token.attributeSource)),
    };
    if (token.name === 'script' || token.name === 'style') tag.text = token.text ?? '';
    tags.push(tag);
  }
  return tags;
}

/** <img> tags lacking a non-empty width or height: each one can shift the layout as it loads. */
export function imagesWithoutSize(tags: readonly HtmlTag[]): HtmlTag[] {
  return tags.filter(
    (tag) => tag.name === 'img' && !(tag.attrs['width']?.trim() && tag.attrs['height']?.trim()),
  );
}
