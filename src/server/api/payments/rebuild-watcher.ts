/**
 * `npm start` rebuilds a dealer when the payment API asks (a deposit paid or refunded): it
 * watches `<dataDir>/rebuild-requests.jsonl` (rebuild.ts appends one JSON line per request
 * when FORECOURT_REBUILD_HOOK_URL is not set), reads the lines added since it last looked and
 * rebuilds each dealer named, one build at a time, several requests for one dealer while a
 * build runs coalescing into one more. The build's fingerprint includes the holds file, so
 * the dealer is rebuilt (and its held cars show RESERVED) even though its feed is unchanged.
 */
import { existsSync, mkdirSync, readFileSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { REBUILD_REQUESTS_FILE } from '../../prepare/holds.ts';

export interface RebuildWatcher {
  close(): Promise<void>;
}

export interface RebuildWatcherOptions {
  dataDir: string;
  /** Builds one dealer (resolves when done; a failure is logged by the caller). */
  build(slug: string): Promise<void>;
  log: { warn(message: string): void };
}

export function watchRebuildRequests(options: RebuildWatcherOptions): RebuildWatcher {
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, REBUILD_REQUESTS_FILE);
  // Requests made before this server started were for builds it has just done at start.
  let offset = existsSync(file) ? statSync(file).size : 0;
  const wanted = new Set<string>();
  let running: Promise<void> | null = null;

  const readNew = () => {
    if (!existsSync(file)) return;
    const size = statSync(file).size;
    if (size <= offset) {
      offset = Math.min(offset, size);
      return;
    }
    const text = readFileSync(file).subarray(offset, size).toString('utf8');
    const complete = text.lastIndexOf('\n') + 1;
    offset += Buffer.byteLength(text.slice(0, complete));
    for (const line of text.slice(0, complete).split('\n').filter(Boolean)) {
      try {
        const { dealer } = JSON.parse(line) as { dealer?: unknown };
        if (typeof dealer === 'string' && /^[a-z0-9-]+$/.test(dealer)) wanted.add(dealer);
      } catch {
        options.log.warn(`rebuild requests: a line that is not JSON was skipped in ${file}`);
      }
    }
    drain();
  };

  const drain = () => {
    if (running || !wanted.size) return;
    const [slug] = wanted;
    if (slug === undefined) return;
    wanted.delete(slug);
    running = options
      .build(slug)
      .catch((error: unknown) => options.log.warn(`rebuild of ${slug} failed: ${String(error)}`))
      .finally(() => {
        running = null;
        drain();
      });
  };

  const watcher: FSWatcher = watch(options.dataDir, (_event, name) => {
    if (name === REBUILD_REQUESTS_FILE) readNew();
  });
  return {
    async close() {
      watcher.close();
      await running;
    },
  };
}
