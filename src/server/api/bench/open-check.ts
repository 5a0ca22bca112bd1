import { openStore } from '../store/index.ts';
import type { Env, TenantData } from '../tenant/index.ts';
import type { BenchDatabase } from './bench-engines.ts';
import { checkStoredLeads, type Acknowledged, type StoreCheck } from './store-check.ts';

/** Opens the run's store directly (the API is stopped or killed) and checks its leads. */
export async function checkStoreOf(
  database: BenchDatabase,
  tenants: readonly TenantData[],
  acknowledged: readonly Acknowledged[],
  run: { runId: string; env: Env },
): Promise<StoreCheck> {
  const store = await openStore({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    return await checkStoredLeads(store, tenants, acknowledged, run);
  } finally {
    await store.close();
  }
}
