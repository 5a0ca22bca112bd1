/**
 * Suggestions → listbox options. Built with DOM calls and textContent only: car names come
 * from stock feeds and are never parsed as HTML. suggestions.scss styles the classes.
 */
import { NOT_FOUND_IMAGE_URL } from '../../../lib/media/index.ts';
import {
  THUMB_HEIGHT,
  THUMB_WIDTH,
  type Suggestion,
  type TextPart,
} from '../../../lib/search/autocomplete/index.ts';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

function nameElement(parts: readonly TextPart[]): HTMLElement {
  const name = element('span', 'hs-option__name');
  for (const part of parts)
    name.append(part.match ? element('mark', 'hs-option__match', part.text) : part.text);
  return name;
}

function thumbnail(src: string): HTMLImageElement {
  const img = element('img', 'hs-option__thumb');
  Object.assign(img, { src, alt: '', width: THUMB_WIDTH, height: THUMB_HEIGHT, decoding: 'async' });
  // Spec §8: a missing photo shows the not-found image.
  img.addEventListener('error', () => (img.src = NOT_FOUND_IMAGE_URL), { once: true });
  return img;
}

function optionContent(suggestion: Suggestion): Node[] {
  if (suggestion.kind === 'all') return [element('span', 'hs-option__all', suggestion.label)];
  const text = element('span', 'hs-option__text');
  text.append(nameElement(suggestion.parts));
  if (suggestion.price) text.append(element('span', 'hs-option__price', suggestion.price));
  return [thumbnail(suggestion.image), text];
}

/** Replaces the listbox's options; option ids are `${idPrefix}-0`, `-1`, … in list order. */
export function renderOptions(
  list: HTMLElement,
  suggestions: readonly Suggestion[],
  idPrefix: string,
): HTMLElement[] {
  const options = suggestions.map((suggestion, index) => {
    const option = element('li', `hs-option hs-option--${suggestion.kind}`);
    option.id = `${idPrefix}-${index}`;
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    option.dataset['index'] = String(index);
    option.append(...optionContent(suggestion));
    return option;
  });
  list.replaceChildren(...options);
  return options;
}
