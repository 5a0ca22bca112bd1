import { Agent, request } from 'node:http';

export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Response times in milliseconds, sorted. */
  latencies: Float64Array;
  /** Failed connections, timeouts and broken responses. */
  errors: number;
  non2xx: number;
  bytes: number;
}

const TIMEOUT_MS = 10_000;

/**
 * `connections` keep-alive clients on node:http, each sending the next of `requests` (in
 * turn, shared) as soon as its previous answer has fully arrived, for `durationSeconds`.
 * Bodies are counted and dropped as they arrive, never decoded: autocannon turns every body
 * into a UTF-8 string, which on brotli and gzip bytes took most of its CPU and, on two cores
 * shared with the server, capped the load far below what the server answers.
 */
export async function runHttpLoad(options: {
  port: number;
  requests: readonly LoadRequest[];
  connections: number;
  durationSeconds: number;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  const totals = { errors: 0, non2xx: 0, bytes: 0 };
  let next = 0;
  const started = performance.now();
  const endsAt = started + options.durationSeconds * 1000;

  const send = (chosen: LoadRequest) =>
    new Promise<void>((resolve) => {
      const sentAt = performance.now();
      const fail = () => {
        totals.errors++;
        resolve();
      };
      const req = request(
        {
          agent,
          host: '127.0.0.1',
          port: options.port,
          path: chosen.path,
          headers: chosen.headers,
        },
        (res) => {
          res.on('data', (chunk: Buffer) => (totals.bytes += chunk.length));
          res.on('error', fail);
          res.on('end', () => {
            latencies.push(performance.now() - sentAt);
            if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) > 299) totals.non2xx++;
            resolve();
          });
        },
      );
      req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
      req.on('error', fail);
      req.end();
    });

  const client = async () => {
    while (performance.now() < endsAt) {
      await send(options.requests[next++ % options.requests.length]!);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = Float64Array.from(latencies).sort();
  return { requests: sorted.length, seconds, latencies: sorted, ...totals };
}

/** The value below which `p` percent of the sorted values lie. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}
