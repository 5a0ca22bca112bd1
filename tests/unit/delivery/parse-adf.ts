/** Reads an ADF document back with xmlbuilder2's parser, for tests that check its structure. */
import { create } from 'xmlbuilder2';

export function parseAdf(xml: string): Document {
  return create(xml).node as unknown as Document;
}

/** The element children of an element (this DOM's `children` lists every descendant). */
function elementChildren(parent: Element): Element[] {
  return [...parent.childNodes].filter((node): node is Element => node.nodeType === 1);
}

/** The direct children of an element with a tag name. */
export function children(parent: Element, tag: string): Element[] {
  return elementChildren(parent).filter((child) => child.tagName === tag);
}

/** The one direct child with a tag name; fails the test when there is not exactly one. */
export function only(parent: Element, tag: string): Element {
  const found = children(parent, tag);
  if (found.length !== 1) throw new Error(`expected one <${tag}>, found ${found.length}`);
  return found[0] as Element;
}

/** Tag names of the direct children, in document order. */
export function childTags(parent: Element): string[] {
  return elementChildren(parent).map((child) => child.tagName);
}

export function prospectOf(doc: Document): Element {
  return only(doc.documentElement, 'prospect');
}
