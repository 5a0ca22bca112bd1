/**
 * Words typed apart or together (Algolia's splitting and concatenation): the cuts a word
 * allows, the joined runs of a query, and what the engine finds and highlights with them.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../../src/lib/search/engine/client.ts';
import { createEmbeddedSearchClient } from '../../../../src/lib/search/engine/client.ts';
import { loadIndex } from '../../../../src/lib/search/engine/columns.ts';
import {
  cutsOf,
  joinedRuns,
  MAX_FIRST_PART,
  splitsOf,
} from '../../../../src/lib/search/engine/compound-words.ts';
import { highlightParts } from '../../../../src/lib/search/autocomplete/highlight.ts';
import { suggestionRequest } from '../../../../src/lib/search/autocomplete/request.ts';
import { buildSearchIndex } from '../../../../src/lib/search/engine/index-builder.ts';
import { joinedTypoBudget } from '../../../../src/lib/search/engine/text-matcher.ts';
import { car } from './car-factory.ts';

const STOCK = [
  car(1, { make: 'Toyota', model: 'LandCruiser 300', badge: 'GXL' }),
  car(2, { make: 'Toyota', model: 'Land Cruiser Prado', badge: 'GX' }),
  car(3, { make: 'Mazda', model: 'CX-5', badge: 'Maxx' }),
  car(4, { make: 'Hyundai', model: 'i30', badge: 'Active' }),
  car(5, { make: 'Hyundai', model: 'i 30', badge: 'N Line' }),
  car(6, { make: 'Land Rover', model: 'Defender', badge: 'SE' }),
  car(7, { make: 'Toyota', model: 'HiLux', badge: 'SR5' }),
  car(8, { make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: 2019 }),
];
const file = buildSearchIndex(STOCK);
const client = createEmbeddedSearchClient(JSON.parse(JSON.stringify(file)));

async function search(query: string): Promise<SearchResult> {
  const { results } = await client.search([
    { indexName: 'cars', params: { query, highlightPreTag: '[', highlightPostTag: ']' } },
  ]);
  return results[0] as SearchResult;
}
const ids = async (query: string) => (await search(query)).hits.map((h) => Number(h.objectID));
const names = async (query: string) =>
  (await search(query)).hits.map(
    (h) => (h._highlightResult as Record<string, { value: string }>).name!.value,
  );

describe('cuts of a query word', () => {
  it('cuts anywhere within the first 12 characters, never between two digits', () => {
    expect(cutsOf('i30')).toEqual([['i', '30']]);
    expect(cutsOf('cx5')).toEqual([
      ['c', 'x5'],
      ['cx', '5'],
    ]);
    expect(cutsOf('2019')).toEqual([]);
    expect(cutsOf('a')).toEqual([]);
    expect(cutsOf('')).toEqual([]);
    const long = 'abcdefghijklmnopqrst';
    const cuts = cutsOf(long);
    expect(cuts).toHaveLength(MAX_FIRST_PART);
    expect(cuts.at(-1)).toEqual([long.slice(0, 12), long.slice(12)]);
  });

  it('keeps only the cuts whose halves are words of the index, the last word as a prefix', () => {
    const index = loadIndex(file);
    const halves = (word: string, prefix: boolean) =>
      splitsOf(index, word, prefix).map(({ first, second }) => `${first}+${second}`);
    expect(halves('landcruiser', false)).toEqual(['land+cruiser']);
    expect(halves('landcru', false)).toEqual([]);
    expect(halves('landcru', true)).toEqual(['land+cru']);
    expect(halves('i30', false)).toEqual(['i+30']);
    expect(halves('toyotax', true)).toEqual([]);
  });
});

describe('joined runs of query words', () => {
  it('joins each word with the next one or two', () => {
    expect(joinedRuns(['land', 'cruiser', 'prado', 'gx'])).toEqual([
      [0, 2, 'landcruiser'],
      [0, 3, 'landcruiserprado'],
      [1, 3, 'cruiserprado'],
      [1, 4, 'cruiserpradogx'],
      [2, 4, 'pradogx'],
    ]);
    expect(joinedRuns(['one'])).toEqual([]);
  });

  it('allows the typos of the least tolerant word joined', () => {
    expect(joinedTypoBudget(['land', 'cruser'])).toBe(1);
    expect(joinedTypoBudget(['toyota', 'sr'])).toBe(0);
    expect(joinedTypoBudget(['i', '30'])).toBe(0);
    expect(joinedTypoBudget(['mercedes', 'benzzz'])).toBe(1);
  });
});

describe('searching with words typed apart or together', () => {
  it.each([
    ['land cruiser', [1, 2]],
    ['landcruiser', [1, 2]],
    ['LandCruiser Prado', [2]],
    ['land cruiser 300', [1]],
    ['land cru', [1, 2]],
    ['landcru', [1, 2]],
    ['land cruser', [1, 2]],
    ['i 30', [4, 5]],
    ['i30', [4, 5]],
    ['I-30 active', [4]],
    ['cx 5', [3]],
    ['c x5', [3]],
    ['hi lux sr 5', [7]],
  ])('%j finds %j', async (query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it('does not widen a query by joining a short word into a typo', async () => {
    expect(await ids('toyota sr')).toEqual([7]);
    expect(await ids('lnd cruiser')).toEqual([]);
    expect(await ids('2019')).toEqual([8]);
    expect(await ids('20 19')).toEqual([8]);
    expect(await ids('landrover')).toEqual([6]);
  });

  it('highlights what a joined run or a cut matched', async () => {
    expect(await names('land cruiser')).toEqual([
      '2024 Toyota [LandCruiser] 300 GXL',
      '2024 Toyota [Land] [Cruiser] Prado GX',
    ]);
    expect(await names('landcruiser')).toEqual([
      '2024 Toyota [LandCruiser] 300 GXL',
      '2024 Toyota [Land] [Cruiser] Prado GX',
    ]);
    expect(await names('i30')).toEqual([
      '2024 Hyundai [i30] Active',
      '2024 Hyundai [i] [30] N Line',
    ]);
    const [hit] = (await search('land cruiser prado')).hits;
    expect(hit?._highlightResult?.name).toMatchObject({
      matchLevel: 'full',
      matchedWords: ['land', 'cruiser', 'prado'],
    });
  });
});

describe('suggestions in the header search, which send the same engine their own request', () => {
  const suggest = async (query: string) => {
    const { results } = await client.search([suggestionRequest('cars', query, 'all')]);
    return (results[0] as SearchResult).hits.map((hit) => {
      const name = String(hit['name']);
      const highlighted = (hit._highlightResult as Record<string, { value: string }>).name?.value;
      return highlightParts(name, highlighted)
        .map((part) => (part.match ? `[${part.text}]` : part.text))
        .join('');
    });
  };

  it('suggests the LandCruisers as "land cru" is typed, with the matched words marked', async () => {
    expect(await suggest('land cru')).toEqual([
      '2024 Toyota [LandCruiser] 300 GXL',
      '2024 Toyota [Land] [Cru]iser Prado GX',
    ]);
    expect(await suggest('landcr')).toEqual([
      '2024 Toyota [LandCr]uiser 300 GXL',
      '2024 Toyota [Land] [Cruiser] Prado GX',
    ]);
    expect(await suggest('i 3')).toEqual([
      '2024 Hyundai [i30] Active',
      '2024 Hyundai [i] [3]0 N Line',
    ]);
  });
});
