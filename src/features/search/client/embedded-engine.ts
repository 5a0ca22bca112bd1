/**
 * The embedded engine as the browser loads it: a standalone script shared by the search
 * island and the header search (see shared-modules.ts and backends.ts). Node imports this
 * file directly and uses its export.
 */
import { createEmbeddedSearchClient } from '../../../lib/search/engine/client.ts';
import { provideSharedModule } from './shared-modules.ts';

export { createEmbeddedSearchClient };
provideSharedModule('embedded-engine', { createEmbeddedSearchClient });
