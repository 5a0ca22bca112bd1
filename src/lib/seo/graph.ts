import type { JsonLdNode } from './json-ld-types.ts';

/**
 * One JSON-LD document: a @graph of nodes under the schema.org context. Escaping for the
 * <script> element lives with the layout's JSON-LD component (lib/theme jsonLdText).
 */
export function jsonLdGraph(nodes: readonly JsonLdNode[]): JsonLdNode {
  return { '@context': 'https://schema.org', '@graph': [...nodes] };
}
