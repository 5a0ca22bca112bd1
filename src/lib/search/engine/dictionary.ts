/**
 * Build-time dictionary encoding: each column's distinct values are written once, sorted,
 * and records refer to them by number (-1 = no value).
 */
import type { NumberColumnFile, StoredColumnFile } from './format.ts';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function encodeSingle(values: (string | null)[]): { values: string[]; ids: number[] } {
  const dict = [...new Set(values.filter((v) => v !== null))].sort(byText);
  const id = new Map(dict.map((v, i) => [v, i]));
  return { values: dict, ids: values.map((v) => (v === null ? -1 : id.get(v)!)) };
}

export function encodeMulti(values: string[][]): { values: string[]; ids: number[][] } {
  const dict = [...new Set(values.flat())].sort(byText);
  const id = new Map(dict.map((v, i) => [v, i]));
  return {
    values: dict,
    ids: values.map((list) => [...new Set(list.map((v) => id.get(v)!))].sort((a, b) => a - b)),
  };
}

/**
 * Numbers with few distinct values become a dictionary plus ids; mostly distinct ones are
 * written per record. Whole numbers are written as differences when that is shorter.
 */
export function encodeNumbers(values: (number | null)[]): NumberColumnFile {
  const dict = [...new Set(values.filter((v) => v !== null))].sort((a, b) => a - b);
  const whole = dict.every(Number.isSafeInteger);
  if (dict.length * 2 <= values.length) {
    const id = new Map(dict.map((v, i) => [v, i]));
    const ids = values.map((v) => (v === null ? -1 : id.get(v)!));
    return whole ? { values: differences(dict), ids, delta: 1 } : { values: dict, ids };
  }
  if (!whole) return { plain: values };
  const deltas = differences(values);
  return JSON.stringify(deltas).length < JSON.stringify(values).length
    ? { plain: deltas, delta: 1 }
    : { plain: values };
}

/** Each number minus the previous one (nulls stay null and are skipped). */
function differences<T extends number | null>(values: T[]): T[] {
  let previous = 0;
  return values.map((v) => {
    if (v === null) return v;
    const d = v - previous;
    previous = v;
    return d as T;
  });
}

/** Display values: a dictionary when values repeat enough to pay for it, else the values as they are. */
export function encodeStored(values: unknown[]): StoredColumnFile {
  const keys = values.map((v) => JSON.stringify(v ?? null));
  const distinct = [...new Set(keys)];
  if (distinct.length * 2 > values.length) return { plain: values.map((v) => v ?? null) };
  const id = new Map(distinct.map((k, i) => [k, i]));
  return {
    values: distinct.map((k) => JSON.parse(k) as unknown),
    ids: keys.map((k) => id.get(k)!),
  };
}
