import { parseArgs } from 'node:util';
import type { ListLeadsOptions, Store } from '../store/index.ts';
import { alertsCommand, alertStatusOption, resendAlertCommand } from './alerts-command.ts';
import { CliError, EXIT_OK, EXIT_USAGE, usageError, type CliIo } from './cli-io.ts';
import { requireDealer } from './dealers.ts';
import { exportCommand } from './export-command.ts';
import { LEADS_CLI_HELP } from './help.ts';
import { listCommand } from './list-command.ts';
import { openCliStore } from './open-cli-store.ts';
import { refundCommand } from './refund-command.ts';
import { retryDealer, retryLead } from './retry-command.ts';
import { showCommand } from './show-command.ts';

const OPTIONS = {
  dealer: { type: 'string' },
  status: { type: 'string' },
  since: { type: 'string' },
  out: { type: 'string' },
  dead: { type: 'boolean', default: false },
  'data-dir': { type: 'string' },
  dist: { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

type Values = ReturnType<typeof parseCommandLine>['values'];

function parseCommandLine(argv: readonly string[]) {
  return parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: true, strict: true });
}

function parseSince(since: string | undefined): Date | undefined {
  if (since === undefined) return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(since) ? new Date(`${since}T00:00:00.000Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== since) {
    throw usageError(`--since must be a day written YYYY-MM-DD, not '${since}'.`);
  }
  return day;
}

function listOptions(values: Values): ListLeadsOptions {
  const { status } = values;
  if (status !== undefined && status !== 'complete' && status !== 'incomplete') {
    throw usageError(`--status is complete or incomplete, not '${status}'.`);
  }
  const since = parseSince(values.since);
  return { ...(status ? { status } : {}), ...(since ? { since } : {}) };
}

async function runCommand(store: Store, io: CliIo, values: Values, args: string[]) {
  const [command, target] = args;
  switch (command) {
    case 'list':
      return listCommand(
        store,
        io,
        await requireDealer(store, io, values.dealer),
        listOptions(values),
      );
    case 'show':
      if (!target) throw usageError('Name the lead: show <lead-id>.');
      return showCommand(store, io, target);
    case 'retry':
      if (target) return retryLead(store, io, target);
      if (!values.dead)
        throw usageError('Name a lead (retry <lead-id>) or use --dead --dealer=<slug>.');
      return retryDealer(store, io, await requireDealer(store, io, values.dealer));
    case 'export': {
      const dealer = await requireDealer(store, io, values.dealer);
      return exportCommand(store, io, dealer, listOptions(values), values.out);
    }
    case 'alerts': {
      const dealer = await requireDealer(store, io, values.dealer);
      return alertsCommand(store, io, dealer, alertStatusOption(values.status));
    }
    case 'resend-alert':
      if (!target) throw usageError('Name the alert: resend-alert <alert-id>.');
      return resendAlertCommand(store, io, target);
    case 'refund':
      if (!target) throw usageError('Name the reservation: refund <reservation-id or reference>.');
      return refundCommand(store, io, target, {
        distDir: values.dist,
        dataDir: values['data-dir'],
      });
  }
}

const COMMANDS = new Set(['list', 'show', 'retry', 'export', 'alerts', 'resend-alert', 'refund']);

/**
 * `npm run leads -- <command>`: lists, shows, retries and exports a dealer's leads (see
 * LEADS_CLI_HELP). Returns the exit code; words for the operator go to io.err.
 */
export async function runLeadsCli(argv: readonly string[], io: CliIo): Promise<number> {
  let store: Store | undefined;
  try {
    let parsed: ReturnType<typeof parseCommandLine>;
    try {
      parsed = parseCommandLine(argv);
    } catch (error) {
      throw usageError(error instanceof Error ? error.message : String(error));
    }
    const { values, positionals } = parsed;
    if (values.help || !positionals.length) {
      (values.help ? io.out : io.err)(LEADS_CLI_HELP);
      return values.help ? EXIT_OK : EXIT_USAGE;
    }
    if (!COMMANDS.has(positionals[0] ?? '')) {
      throw usageError(`Unknown command '${positionals[0]}'.`);
    }
    if (positionals.length > 2) throw usageError(`Unexpected '${positionals.slice(2).join(' ')}'.`);
    // The command line is checked before the store opens, so a typo never waits on a database.
    if (positionals[0] === 'alerts') alertStatusOption(values.status);
    else if (values.status !== undefined || values.since !== undefined) listOptions(values);
    store = await openCliStore(io, values['data-dir']);
    await runCommand(store, io, values, positionals);
    return EXIT_OK;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    io.err(`${error.message}\n`);
    return error.exitCode;
  } finally {
    await store?.close();
  }
}
