/**
 * After a deposit is paid or refunded the dealer's site must change (RESERVED, or reservable
 * again). Two things happen: the dealer's holds file `<dataDir>/holds/<slug>.json` is
 * rewritten with every car a paid reservation holds (the prepare step marks those reserved —
 * src/server/prepare/holds.ts), and a rebuild is requested: POSTed as JSON `{ dealer, reason }`
 * to FORECOURT_REBUILD_HOOK_URL when set (a CI job, a build server), otherwise appended to
 * `<dataDir>/rebuild-requests.jsonl` and logged, where `npm start` picks it up.
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { holdsFile, REBUILD_REQUESTS_FILE, type HoldsFile } from '../../prepare/holds.ts';
import { writeFileAtomically } from '../delivery/outbox-file.ts';
import type { Reservation } from '../store/index.ts';
import type { Env } from '../tenant/index.ts';

export interface RebuildRequest {
  dealer: string;
  reason: string;
}

export interface RebuildTrigger {
  /** Where requests go, for the start-up line. */
  readonly description: string;
  request(request: RebuildRequest): Promise<void>;
}

export function rebuildTriggerFromEnv(
  env: Env,
  dataDir: string,
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void },
): RebuildTrigger {
  const hook = env['FORECOURT_REBUILD_HOOK_URL']?.trim();
  if (hook) {
    return {
      description: 'rebuilds requested from FORECOURT_REBUILD_HOOK_URL',
      async request(request) {
        try {
          const response = await fetch(hook, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(request),
            signal: AbortSignal.timeout(10_000),
          });
          await response.arrayBuffer();
          if (!response.ok)
            log.warn({ ...request, status: response.status }, 'rebuild hook refused the request');
        } catch (error) {
          log.warn({ ...request, err: String(error) }, 'rebuild hook unreachable');
        }
      },
    };
  }
  const file = path.join(dataDir, REBUILD_REQUESTS_FILE);
  return {
    description: `rebuilds requested in ${path.relative(process.cwd(), file) || file}`,
    async request(request) {
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify({ ...request, at: new Date().toISOString() })}\n`);
      log.info(request, 'rebuild requested');
    },
  };
}

/** Rewrites the dealer's holds file from its paid reservations (whole file, atomically). */
export async function writeHolds(
  dataDir: string,
  tenant: string,
  paid: readonly Reservation[],
): Promise<void> {
  const content: HoldsFile = {
    dealer: tenant,
    cars: paid.map((r) => ({
      car_id: r.carId,
      reference: r.reference,
      paid_at: r.paidAt ?? r.createdAt,
    })),
  };
  await writeFileAtomically(
    holdsFile(dataDir, tenant),
    Buffer.from(`${JSON.stringify(content, null, 1)}\n`),
  );
}
