/**
 * A bounded least-recently-used cache with an age limit, for hosted geocoder answers: the
 * same postcodes are asked again and again, and each Google request costs time and money.
 * A Map keeps insertion order, so its first key is always the least recently used.
 */
export interface LruCacheOptions {
  maxEntries: number;
  maxAgeMs: number;
  clock?: () => number;
}

export class LruCache<V> {
  readonly #entries = new Map<string, { value: V; expires: number }>();
  readonly #options: LruCacheOptions;
  readonly #clock: () => number;

  constructor(options: LruCacheOptions) {
    if (options.maxEntries < 1) throw new RangeError('an LRU cache holds at least one entry');
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expires <= this.#clock()) return undefined;
    this.#entries.set(key, entry);
    return entry.value;
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  set(key: string, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, { value, expires: this.#clock() + this.#options.maxAgeMs });
    while (this.#entries.size > this.#options.maxEntries) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }
}
