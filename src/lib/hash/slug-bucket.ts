/**
 * Which of `count` buckets a slug falls in: a 32-bit FNV-1a hash of the slug, so the browser
 * and the server find a car's data file from its slug and the file count alone, without a
 * list of every car. The build's per-car data files (printable cars, similar cars) use it.
 */
export function slugBucket(slug: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) {
    hash ^= slug.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % Math.max(1, count);
}
