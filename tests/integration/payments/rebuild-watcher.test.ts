/**
 * `npm start`'s rebuild watcher: a rebuild request the payment API appends to
 * <dataDir>/rebuild-requests.jsonl rebuilds that dealer; requests older than the server are
 * not replayed, and a request naming no valid dealer is skipped.
 */
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  watchRebuildRequests,
  type RebuildWatcher,
} from '../../../src/server/api/payments/rebuild-watcher.ts';

describe('the rebuild watcher', () => {
  let watcher: RebuildWatcher | undefined;
  let dir = '';
  afterEach(async () => {
    await watcher?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilds each dealer a new request names, not the ones before it started', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'forecourt-rebuilds-'));
    const file = path.join(dir, 'rebuild-requests.jsonl');
    writeFileSync(file, `${JSON.stringify({ dealer: 'old-dealer', reason: 'before start' })}\n`);
    const built: string[] = [];
    let notify: () => void = () => undefined;
    const twoBuilt = new Promise<void>((resolve) => (notify = resolve));
    watcher = watchRebuildRequests({
      dataDir: dir,
      build: (slug) => {
        built.push(slug);
        if (built.length === 2) notify();
        return Promise.resolve();
      },
      log: { warn: () => undefined },
    });
    appendFileSync(
      file,
      `${JSON.stringify({ dealer: 'kestrel-bay-subaru', reason: 'deposit paid: RSV-1' })}\n`,
    );
    appendFileSync(file, 'not json\n');
    appendFileSync(file, `${JSON.stringify({ dealer: '../etc', reason: 'x' })}\n`);
    appendFileSync(
      file,
      `${JSON.stringify({ dealer: 'totara-motors', reason: 'deposit refunded: RSV-2' })}\n`,
    );
    await twoBuilt;
    expect(built.sort()).toEqual(['kestrel-bay-subaru', 'totara-motors']);
  });
});
