/** Sets of record numbers as bit arrays: filters combine with a few word operations per 32 cars. */

export type Bitset = Uint32Array;

export function emptySet(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullSet(size: number): Bitset {
  const set = emptySet(size).fill(0xffffffff);
  trim(set, size);
  return set;
}

export function fromRecords(size: number, records: ArrayLike<number>): Bitset {
  const set = emptySet(size);
  for (let i = 0; i < records.length; i++) add(set, records[i]!);
  return set;
}

export function add(set: Bitset, record: number): void {
  set[record >>> 5]! |= 1 << (record & 31);
}

export function has(set: Bitset, record: number): boolean {
  return (set[record >>> 5]! & (1 << (record & 31))) !== 0;
}

export function and(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}

export function or(a: Bitset, b: Bitset): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! | b[i]!;
  return out;
}

export function not(a: Bitset, size: number): Bitset {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = ~a[i]!;
  trim(out, size);
  return out;
}

/** Clears the bits past the last record so complements never invent records. */
function trim(set: Bitset, size: number): void {
  if (size & 31) set[set.length - 1]! &= (1 << (size & 31)) - 1;
}

/** The records in the set, ascending. */
export function toRecords(set: Bitset): Int32Array {
  const out = new Int32Array(count(set));
  let k = 0;
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const low = word & -word;
      out[k++] = (i << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out;
}

export function count(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) {
    let v = set[i]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return total;
}
