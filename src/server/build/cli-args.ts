import { parseArgs } from 'node:util';
import { ACCEPT_STOCK_DROP_FLAG, type StockDropAcceptance } from './stock-drop-guard.ts';

export interface CliOptions {
  dealers: string[];
  force: boolean;
  verbose: boolean;
  /** Present only when the flag is given. */
  acceptStockDrop?: StockDropAcceptance;
}

/**
 * Parses the build's flags: `--dealer=<slug>` (repeatable or comma-separated), `--force`,
 * `--verbose`, `--accept-stock-drop=<slug>` (repeatable or comma-separated; `all` for every
 * dealer). Unknown flags are errors, so a typo never silently builds everything.
 */
export function parseCliArgs(args: readonly string[]): CliOptions {
  const { values } = parseArgs({
    args: [...args],
    options: {
      dealer: { type: 'string', multiple: true },
      force: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      [ACCEPT_STOCK_DROP_FLAG]: { type: 'string', multiple: true },
    },
    strict: true,
    allowPositionals: false,
  });
  const dealers = slugList(values.dealer);
  const options: CliOptions = { dealers, force: values.force, verbose: values.verbose };
  const accepted = values[ACCEPT_STOCK_DROP_FLAG];
  if (accepted) {
    const slugs = slugList(accepted);
    options.acceptStockDrop = slugs.includes('all') ? 'all' : slugs;
  }
  return options;
}

/** Repeated flags and comma lists alike: ['a', 'b,c'] → ['a', 'b', 'c']. */
function slugList(values: readonly string[] | undefined): string[] {
  return (values ?? []).flatMap((value) =>
    value
      .split(',')
      .map((slug) => slug.trim())
      .filter(Boolean),
  );
}

export function parsePort(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port "${value}": expected an integer from 0 to 65535`);
  }
  return port;
}
