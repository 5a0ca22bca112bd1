import type { SiteUrl } from './discover-urls.ts';
import { runHttpLoad, type LoadRequest, type LoadResult } from './http-load.ts';

/** What browsers send (brotli first), an older client (gzip), and one asking for none. */
export const ACCEPT_ENCODINGS = ['br, gzip, deflate', 'gzip', 'identity'] as const;

export interface LoadOptions {
  port: number;
  urls: readonly SiteUrl[];
  connections: number;
  durationSeconds: number;
  /** Send every (page, Accept-Encoding) pair once and stop, however long that takes. */
  onePass?: boolean;
}

/**
 * Every (page, Accept-Encoding) pair in a fixed shuffled order, each sent to its site by its
 * `<slug>.localhost` Host header, from `connections` clients for `durationSeconds`.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const requests: LoadRequest[] = shuffled(
    options.urls.flatMap((url) =>
      ACCEPT_ENCODINGS.map((encoding) => ({
        path: url.path,
        headers: { host: `${url.slug}.localhost:${options.port}`, 'accept-encoding': encoding },
      })),
    ),
  );
  if (requests.length === 0) throw new Error('No URLs to load');
  return runHttpLoad({
    ...options,
    requests,
    ...(options.onePass ? { maxRequests: requests.length, durationSeconds: Infinity } : {}),
  });
}

/** A Fisher–Yates shuffle with a fixed seed, so every run requests in the same order. */
function shuffled<T>(items: T[]): T[] {
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0x100000000;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
