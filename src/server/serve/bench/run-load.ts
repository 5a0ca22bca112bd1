import autocannon, { type Result } from 'autocannon';
import type { SiteUrl } from './discover-urls.ts';

/** What browsers send (brotli first), an older client (gzip), and one asking for none. */
export const ACCEPT_ENCODINGS = ['br, gzip, deflate', 'gzip', 'identity'] as const;

export interface LoadOptions {
  port: number;
  urls: readonly SiteUrl[];
  connections: number;
  durationSeconds: number;
}

/**
 * `connections` keep-alive clients for `durationSeconds` against 127.0.0.1:<port>, each
 * request the next of every (page, Accept-Encoding) pair in a fixed shuffled order, sent to
 * the page's site by its `<slug>.localhost` Host header.
 */
export async function runLoad(options: LoadOptions): Promise<Result> {
  const requests = shuffled(
    options.urls.flatMap((url) =>
      ACCEPT_ENCODINGS.map((encoding) => ({
        path: url.path,
        headers: { host: `${url.slug}.localhost:${options.port}`, 'accept-encoding': encoding },
      })),
    ),
  );
  if (requests.length === 0) throw new Error('No URLs to load');
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${options.port}`,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    requests: [
      {
        setupRequest: (request) => {
          const chosen = requests[next++ % requests.length]!;
          return {
            ...request,
            path: chosen.path,
            headers: { ...request.headers, ...chosen.headers },
          };
        },
      },
    ],
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
