/**
 * The records a hosted Algolia index holds: read back from the embedded index file, so a hit
 * is the same payload in both backends (objectID = String(id)), plus every other attribute the
 * embedded engine filters, facets or searches on, and the copies Algolia needs for sorting
 * (see algolia-index.ts). Build time only.
 */
import { attributeValue, loadIndex } from '../engine/columns.ts';
import type { SearchIndexFile } from '../engine/format.ts';
import { isNestedName, sortAttribute, timestampAttribute } from './algolia-index.ts';

export type AlgoliaRecord = Record<string, unknown> & { objectID: string };

export function algoliaRecords(file: SearchIndexFile): AlgoliaRecord[] {
  const index = loadIndex(file);
  const attributes = [
    ...new Set([
      ...file.hit,
      ...Object.keys(file.facets),
      ...Object.keys(file.numbers),
      ...Object.keys(file.stored),
    ]),
  ].filter((name) => !isNestedName(name));
  const dates = Object.keys(file.numbers).filter((name) => file.numbers[name]?.date);
  const sortCopies = Object.values(file.sorts).filter((sort) => sort.last !== undefined);

  return Array.from({ length: file.count }, (_, r) => {
    const record: Record<string, unknown> = {};
    for (const name of attributes) record[name] = attributeValue(index, r, name);
    for (const name of dates) {
      const iso = record[name];
      if (typeof iso === 'string') record[timestampAttribute(name)] = Date.parse(iso) / 1000;
    }
    for (const sort of sortCopies) {
      const value = record[sort.by];
      if (typeof value === 'number' && value !== sort.last)
        record[sortAttribute(file, sort)] = value;
    }
    return { ...record, objectID: String(record.id) };
  });
}
