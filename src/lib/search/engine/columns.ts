/**
 * The loaded index: the file's columns turned into flat typed arrays the engine scans.
 * Every facet and numeric attribute becomes a Column whose record → value ids are stored
 * "compressed sparse row" style (one offsets array, one ids array), so single- and
 * multi-valued attributes share one code path.
 */
import type {
  JoinedColumnFile,
  NumberColumnFile,
  SearchIndexFile,
  SortFile,
  StoredColumnFile,
} from './format.ts';
import { INDEX_FORMAT } from './format.ts';
import { fold, joinParts } from './normalise.ts';

/** rows r → ids[start[r] .. start[r + 1]). */
export interface Rows {
  start: Int32Array;
  ids: Int32Array;
}

export interface Column {
  /** Facet value text per value id (numbers as String(n)). */
  labels: string[];
  /** Numeric value per value id, ascending; null for text facets. */
  nums: number[] | null;
  bool: boolean;
  date: boolean;
  multi: boolean;
  values: Rows;
  /** Value id → records, built on first use. */
  postings?: Rows;
  /** Folded label → value ids, built on first use: filters match case- and accent-insensitively. */
  byLabel?: Map<string, number[]>;
}

export interface LoadedIndex {
  name: string;
  size: number;
  columns: Map<string, Column>;
  stored: Map<string, StoredColumnFile>;
  /** The searchable attributes; their words are indexed on the first query (text-index.ts). */
  text: string[];
  /** The token dictionary and, per token, the records holding it. */
  tokens: string[];
  /** Token → its id in `tokens`, for exact look-ups (the parts of a split query word). */
  tokenIds: Map<string, number>;
  /** charMask of each token, for skipping hopeless typo comparisons. */
  tokenMasks: Int32Array;
  tokenPostings: Rows | null;
  hit: string[];
  highlight: string[];
  sorts: Record<string, SortFile>;
  /** Record orderings per sort key, computed on first use ('' is the stored order). */
  orders: Map<string, Int32Array>;
}

export function loadIndex(file: SearchIndexFile): LoadedIndex {
  if (file.format !== INDEX_FORMAT)
    throw new Error(`Unsupported search index format: ${String(file.format)}`);
  const columns = new Map<string, Column>();
  const facets = Object.entries(file.facets);
  for (const [name, c] of facets)
    if (!('join' in c)) columns.set(name, column(c.values, null, c.ids, c.bool === 1, false));
  for (const [name, c] of facets)
    if ('join' in c) columns.set(name, joined(c, columns, file.count));
  for (const [name, c] of Object.entries(file.numbers)) columns.set(name, numberColumn(c));
  const index: LoadedIndex = {
    name: file.name,
    size: file.count,
    columns,
    stored: new Map(Object.entries(file.stored)),
    text: file.text,
    tokens: [],
    tokenIds: new Map(),
    tokenMasks: new Int32Array(0),
    tokenPostings: null,
    hit: file.hit,
    highlight: file.highlight,
    sorts: file.sorts,
    orders: new Map(),
  };
  return index;
}

function column(
  labels: string[],
  nums: number[] | null,
  ids: number[] | number[][],
  bool: boolean,
  date: boolean,
): Column {
  return { labels, nums, bool, date, multi: Array.isArray(ids[0]), values: toRows(ids) };
}

function numberColumn(c: NumberColumnFile): Column {
  let sum = 0;
  const read = (v: number | null) => (v === null ? null : c.delta ? (sum += v) : v);
  if (!('plain' in c)) {
    const nums = c.values.map((v) => read(v)!);
    return column(nums.map(String), nums, c.ids, false, c.date === 1);
  }
  // Per-record numbers: the dictionary is made here (sorted, distinct) and records find their id by bisection.
  const perRecord = c.plain.map(read);
  const sorted = Float64Array.from(perRecord.filter((v) => v !== null)).sort();
  const nums = Array.from(sorted.filter((v, i) => i === 0 || v !== sorted[i - 1]));
  const ids = perRecord.map((v) => (v === null ? -1 : bisect(nums, v)));
  return column(nums.map(String), nums, ids, false, c.date === 1);
}

function bisect(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Labels made from other single-valued columns' labels, one per distinct combination, sorted like any dictionary. */
function joined(spec: JoinedColumnFile, columns: Map<string, Column>, size: number): Column {
  const parts = spec.join.map((name) => columns.get(name));
  const labelOf = new Map<string, string>();
  const keys: string[] = [];
  for (let r = 0; r < size; r++) {
    const partIds = parts.map((col) =>
      col && col.values.start[r]! < col.values.start[r + 1]!
        ? col.values.ids[col.values.start[r]!]!
        : -1,
    );
    const key = partIds.includes(-1) ? '' : String(partIds);
    if (key && !labelOf.has(key))
      labelOf.set(key, partIds.map((p, i) => parts[i]!.labels[p]).join(spec.sep));
    keys.push(key);
  }
  const labels = [...new Set(labelOf.values())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const idOf = new Map(labels.map((l, i) => [l, i]));
  const ids = keys.map((key) => (key ? idOf.get(labelOf.get(key)!)! : -1));
  return column(labels, null, ids, false, false);
}

/** Any attribute of a record as a hit shows it: null when missing, arrays for multi-valued facets. */
export function attributeValue(index: LoadedIndex, record: number, attr: string): unknown {
  const stored = index.stored.get(attr);
  if (stored) {
    if ('plain' in stored) return stored.plain[record] ?? null;
    if ('ids' in stored) return stored.values[stored.ids[record]!] ?? null;
    const parts = stored.join.map((part) => attributeValue(index, record, part));
    return stored.except[record] ?? joinParts(parts, stored.sep, stored.slug === 1);
  }
  const col = index.columns.get(attr);
  if (!col) return undefined;
  const found: unknown[] = [];
  for (let k = col.values.start[record]!; k < col.values.start[record + 1]!; k++) {
    const id = col.values.ids[k]!;
    const num = col.nums?.[id];
    if (num === undefined) found.push(col.bool ? col.labels[id] === 'true' : col.labels[id]);
    else found.push(col.date ? new Date(num * 1000).toISOString() : num);
  }
  return col.multi ? found : (found[0] ?? null);
}

/** Per-record ids (-1 = none, or an array) → Rows. */
export function toRows(rows: (number | number[])[]): Rows {
  const start = new Int32Array(rows.length + 1);
  rows.forEach((row, r) => {
    start[r + 1] = start[r]! + (Array.isArray(row) ? row.length : row >= 0 ? 1 : 0);
  });
  const ids = new Int32Array(start[rows.length]!);
  rows.forEach((row, r) => {
    if (Array.isArray(row)) ids.set(row, start[r]!);
    else if (row >= 0) ids[start[r]!] = row;
  });
  return { start, ids };
}

/** Records → values becomes values → records (records ascending in each list). */
export function invert(rows: Rows, valueCount: number): Rows {
  const start = new Int32Array(valueCount + 1);
  for (const v of rows.ids) start[v + 1]!++;
  for (let v = 0; v < valueCount; v++) start[v + 1]! += start[v]!;
  const fill = start.slice(0, valueCount);
  const ids = new Int32Array(rows.ids.length);
  for (let r = 0; r + 1 < rows.start.length; r++) {
    for (let k = rows.start[r]!; k < rows.start[r + 1]!; k++) ids[fill[rows.ids[k]!]!++] = r;
  }
  return { start, ids };
}

export function postings(col: Column): Rows {
  col.postings ??= invert(col.values, col.labels.length);
  return col.postings;
}

export function labelIds(col: Column, label: string): number[] {
  if (!col.byLabel) {
    col.byLabel = new Map();
    col.labels.forEach((l, id) => {
      const key = fold(l);
      col.byLabel!.set(key, [...(col.byLabel!.get(key) ?? []), id]);
    });
  }
  return col.byLabel.get(fold(label)) ?? [];
}
