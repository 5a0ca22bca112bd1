/**
 * algoliasearch/lite as the browser loads it: a standalone script shared by the search island
 * and the header search (see shared-modules.ts and backends.ts). Node imports this file
 * directly and uses its export.
 */
import { liteClient } from 'algoliasearch/lite';
import { provideSharedModule } from './shared-modules.ts';

export { liteClient };
provideSharedModule('algolia-lite', { liteClient });
