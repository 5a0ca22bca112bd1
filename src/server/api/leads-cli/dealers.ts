import { listDealerSlugs } from '../../build/dealers.ts';
import { resolveDealersDir } from '../../build/paths.ts';
import type { Store } from '../store/index.ts';
import { CliError, EXIT_FAILURE, usageError, type CliIo } from './cli-io.ts';

/**
 * Checks --dealer names a dealer: one in the dealers folder, or one with leads stored (a
 * dealer since removed from the folder still has its leads).
 */
export async function requireDealer(
  store: Store,
  io: CliIo,
  slug: string | undefined,
): Promise<string> {
  if (!slug) throw usageError('Name the dealer with --dealer=<slug>.');
  const stored = await store.listTenants();
  if (stored.includes(slug)) return slug;
  const configured = await listDealerSlugs(resolveDealersDir(io.env)).catch((): string[] => []);
  if (configured.includes(slug)) return slug;
  const known = [...new Set([...configured, ...stored])].sort();
  throw new CliError(
    `Unknown dealer '${slug}'.` + (known.length ? ` Dealers: ${known.join(', ')}.` : ''),
    EXIT_FAILURE,
  );
}
