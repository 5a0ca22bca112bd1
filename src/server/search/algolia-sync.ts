/**
 * Build step for dealers that search a hosted Algolia index: sends the dealer's cars (the
 * records the embedded index would serve) and the index settings, with the admin key from the
 * environment. Order matters: the primary's settings first (creating its replicas), then each
 * replica's sort, then the records through replaceAllObjects, which fills a temporary copy
 * and swaps it in, so shoppers never see a half-synced index and sold cars disappear.
 */
import { algoliasearch } from 'algoliasearch';
import { algoliaIndexPlan } from '../../lib/search/client/algolia-index.ts';
import { algoliaRecords } from '../../lib/search/client/algolia-records.ts';
import { searchSettingsFor } from '../../lib/search/client/search-settings.ts';
import type { Site } from '../../lib/site/site.ts';

export interface AlgoliaSyncOptions {
  appId: string;
  adminKey: string;
  /** Override Algolia's hosts (tests point at a loopback server). */
  hosts?: {
    url: string;
    port?: number;
    protocol: 'http' | 'https';
    accept: 'read' | 'readWrite' | 'write';
  }[];
}

export interface AlgoliaSyncResult {
  indexName: string;
  records: number;
  replicas: string[];
}

export async function syncAlgoliaIndex(
  site: Site,
  options: AlgoliaSyncOptions,
): Promise<AlgoliaSyncResult> {
  const settings = searchSettingsFor(site.dealer);
  if (settings.backend !== 'algolia') throw new Error('the dealer does not search with Algolia');
  const file = site.search.index;
  const plan = algoliaIndexPlan(file, settings.indexName, settings.sortIndices);
  const client = algoliasearch(
    options.appId,
    options.adminKey,
    options.hosts ? { hosts: options.hosts } : {},
  );

  const primary = await client.setSettings({
    indexName: plan.indexName,
    indexSettings: plan.primary,
  });
  await client.waitForTask({ indexName: plan.indexName, taskID: primary.taskID });
  await Promise.all(
    plan.replicas.map(async ({ indexName, settings: indexSettings }) => {
      const task = await client.setSettings({ indexName, indexSettings });
      await client.waitForTask({ indexName, taskID: task.taskID });
    }),
  );
  const records = algoliaRecords(file);
  await client.replaceAllObjects({ indexName: plan.indexName, objects: records, batchSize: 1000 });
  return {
    indexName: plan.indexName,
    records: records.length,
    replicas: plan.replicas.map((r) => r.indexName),
  };
}
