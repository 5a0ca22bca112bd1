import { absoluteUrl } from './page-head.ts';

export interface Crumb {
  name: string;
  url: string;
}

/**
 * JSON for a <script type="application/ld+json"> body. "<", ">" and "&" are escaped as JSON
 * unicode escapes so dealer text such as "</script>" cannot end the script element; U+2028/9
 * are escaped for old JavaScript parsers.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** schema.org BreadcrumbList with absolute item URLs. */
export function breadcrumbListLd(
  crumbs: readonly Crumb[],
  siteUrl: string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.url),
    })),
  };
}
