/** A JSON-LD node: plain JSON, keyed by schema.org property names. */
export type JsonLdValue = string | number | boolean | null | JsonLdNode | JsonLdValue[];
export interface JsonLdNode {
  [property: string]: JsonLdValue;
}

/** The site-wide node ids, so nodes on different pages refer to the same entities. */
export function nodeId(siteUrl: string, fragment: 'dealer' | 'organization' | 'website'): string {
  return `${siteRoot(siteUrl)}/#${fragment}`;
}

/** The dealer's URL without a trailing slash, so paths can be appended. */
export function siteRoot(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** An absolute URL for a site path or an already absolute URL (logos, images, pages). */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteRoot(siteUrl)}/`).href;
}
