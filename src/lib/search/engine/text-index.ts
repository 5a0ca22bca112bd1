/**
 * The token dictionary and its postings (token → records), made when the index loads from the
 * searchable attributes. Dictionary-encoded attributes are tokenised once per distinct value,
 * so 5,000 Toyotas cost one tokenisation of "Toyota".
 */
import type { LoadedIndex, Rows } from './columns.ts';
import { attributeValue } from './columns.ts';
import { indexTokens } from './normalise.ts';

/** Builds the text index on first use: most page loads start without a query. */
export function textIndex(index: LoadedIndex): Rows {
  if (!index.tokenPostings) indexText(index, index.text);
  return index.tokenPostings!;
}

function indexText(index: LoadedIndex, attributes: string[]): void {
  const tokenId = index.tokenIds;
  const tokensOf = (value: unknown): number[] => {
    if (typeof value !== 'string' && typeof value !== 'number') return [];
    return indexTokens(String(value)).map((t) => {
      let id = tokenId.get(t);
      if (id === undefined) tokenId.set(t, (id = index.tokens.push(t) - 1));
      return id;
    });
  };
  const sources = attributes.map((attr): ((r: number) => number[]) => {
    const col = index.columns.get(attr);
    const stored = index.stored.get(attr);
    if (col && !col.multi) {
      const byValue = col.labels.map(tokensOf);
      const { start, ids } = col.values;
      return (r) => (start[r]! < start[r + 1]! ? byValue[ids[start[r]!]!]! : []);
    }
    if (stored && 'ids' in stored) {
      const byValue = stored.values.map(tokensOf);
      return (r) => byValue[stored.ids[r]!] ?? [];
    }
    const perRecord = Array.from({ length: index.size }, (_, r) => {
      const value = attributeValue(index, r, attr);
      return Array.isArray(value) ? value.flatMap(tokensOf) : tokensOf(value);
    });
    return (r) => perRecord[r]!;
  });

  // Every token is known by now. Two passes, count then fill, so postings land in flat typed
  // arrays, records ascending per token.
  const start = new Int32Array(index.tokens.length + 1);
  for (let r = 0; r < index.size; r++) {
    for (const source of sources) for (const t of source(r)) start[t + 1]!++;
  }
  for (let t = 0; t < index.tokens.length; t++) start[t + 1]! += start[t]!;
  const fill = start.slice(0, -1);
  const ids = new Int32Array(start[index.tokens.length]!);
  for (let r = 0; r < index.size; r++) {
    for (const source of sources) for (const t of source(r)) ids[fill[t]!++] = r;
  }
  index.tokenPostings = { start, ids };
  index.tokenMasks = Int32Array.from(index.tokens, charMask);
}

/** The characters a text contains as bits: a–z one each, digits two per bit, anything else bit 31. */
export function charMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    mask |= 1 << (c >= 97 && c <= 122 ? c - 97 : c >= 48 && c <= 57 ? 26 + ((c - 48) >> 1) : 31);
  }
  return mask;
}
