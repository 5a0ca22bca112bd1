/**
 * What the build runs for every dealer: sync its Algolia index when the dealer searches
 * Algolia and ALGOLIA_ADMIN_KEY is set (the admin key lives only in the environment, never in
 * dealer files or output). Never throws: a failed sync is reported for that dealer, and the
 * other dealers' builds carry on.
 */
import { searchSettingsFor } from '../../lib/search/client/search-settings.ts';
import type { Site } from '../../lib/site/site.ts';
import type { AlgoliaSyncOptions } from './algolia-sync.ts';
import { syncAlgoliaIndex } from './algolia-sync.ts';

export type SearchSyncOutcome =
  | { status: 'skipped'; slug: string; reason: string }
  | { status: 'synced'; slug: string; indexName: string; records: number; replicas: string[] }
  | { status: 'failed'; slug: string; reason: string };

export async function syncSearchIndexForBuild(
  site: Site,
  env: Record<string, string | undefined> = process.env,
  hosts?: AlgoliaSyncOptions['hosts'],
): Promise<SearchSyncOutcome> {
  const slug = site.dealer.slug;
  const settings = searchSettingsFor(site.dealer);
  if (settings.backend !== 'algolia' || !settings.algolia)
    return { status: 'skipped', slug, reason: 'searches the embedded index' };
  const adminKey = env['ALGOLIA_ADMIN_KEY']?.trim();
  if (!adminKey) return { status: 'skipped', slug, reason: 'ALGOLIA_ADMIN_KEY is not set' };
  try {
    const synced = await syncAlgoliaIndex(site, {
      appId: settings.algolia.appId,
      adminKey,
      ...(hosts && { hosts }),
    });
    return { status: 'synced', slug, ...synced };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Error texts echo requests; make sure the key can never reach a log or report.
    return {
      status: 'failed',
      slug,
      reason: `Algolia sync failed: ${message.replaceAll(adminKey, '[admin key]')}`,
    };
  }
}

/** One line for the build report. */
export function describeSearchSync(outcome: SearchSyncOutcome): string {
  switch (outcome.status) {
    case 'synced':
      return `${outcome.slug}: Algolia index ${outcome.indexName} synced (${outcome.records} records, replicas: ${outcome.replicas.join(', ') || 'none'})`;
    case 'skipped':
      return `${outcome.slug}: Algolia sync skipped (${outcome.reason})`;
    case 'failed':
      return `${outcome.slug}: ${outcome.reason}`;
  }
}
