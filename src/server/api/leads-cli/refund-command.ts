/**
 * `npm run leads -- refund <reservation id or RSV- reference>`: refunds a paid deposit through
 * the provider that took it (secrets from the variables the dealer's config names, as the API
 * reads them), marks the reservation refunded, rewrites the dealer's holds file without the
 * car and requests a rebuild, so the car is reservable again once the site is rebuilt. The
 * provider is asked with a refund idempotency key, so running it twice never refunds twice.
 */
import path from 'node:path';
import { formatDeposit } from '../../../lib/checkout/index.ts';
import { normaliseReference } from '../../../lib/payments/index.ts';
import { DEFAULT_DIST_DIR } from '../../build/paths.ts';
import { dataDirFromEnv } from '../../prepare/holds.ts';
import {
  paymentProvider,
  ProviderError,
  ProviderNotConfiguredError,
} from '../payments/providers/index.ts';
import { rebuildTriggerFromEnv, writeHolds } from '../payments/rebuild.ts';
import type { Store } from '../store/index.ts';
import { loadTenantData, TenantDataError } from '../tenant/index.ts';
import { CliError, EXIT_FAILURE, type CliIo } from './cli-io.ts';

export interface RefundOptions {
  /** Where the built sites are (their tenant data files); default dist/. */
  distDir?: string | undefined;
  /** Where the holds file and rebuild requests go (default FORECOURT_DATA_DIR, else .data). */
  dataDir?: string | undefined;
}

export async function refundCommand(
  store: Store,
  io: CliIo,
  target: string,
  options: RefundOptions = {},
): Promise<void> {
  const reservation = await store.reservations.find(normaliseReference(target) ?? target);
  if (!reservation) throw new CliError(`No reservation '${target}' is stored.`, EXIT_FAILURE);
  if (reservation.status === 'refunded') {
    io.out(
      `${reservation.reference} was refunded already (${reservation.refundRef ?? 'no refund id'}).\n`,
    );
    return;
  }
  if (reservation.status !== 'paid' || !reservation.providerRef) {
    throw new CliError(
      `${reservation.reference} is ${reservation.status}: only a paid deposit can be refunded.`,
      EXIT_FAILURE,
    );
  }
  const distDir = path.resolve(options.distDir ?? io.env['FORECOURT_DIST_DIR'] ?? DEFAULT_DIST_DIR);
  let tenant;
  try {
    tenant = await loadTenantData(path.join(distDir, reservation.tenant));
  } catch (error) {
    if (!(error instanceof TenantDataError)) throw error;
    throw new CliError(
      `${reservation.tenant}'s site is not built in ${distDir}: build it first.`,
      EXIT_FAILURE,
    );
  }
  const publicKey =
    typeof reservation.car['deposit_key'] === 'string'
      ? reservation.car['deposit_key']
      : (tenant.car(reservation.carId)?.deposit_key ?? '');
  let refundRef: string;
  try {
    refundRef = await paymentProvider(reservation.provider, tenant.reserve.payments, io.env).refund(
      reservation.providerRef,
      {
        amountCents: reservation.amountCents,
        currency: reservation.currency,
        reference: reservation.reference,
        publicKey,
      },
    );
  } catch (error) {
    if (error instanceof ProviderError || error instanceof ProviderNotConfiguredError) {
      throw new CliError(
        `The refund of ${reservation.reference} failed: ${error.message}`,
        EXIT_FAILURE,
      );
    }
    throw error;
  }
  await store.reservations.markRefunded(reservation.id, refundRef);
  const dataDir = options.dataDir ? path.resolve(options.dataDir) : dataDirFromEnv(io.env);
  await writeHolds(
    dataDir,
    reservation.tenant,
    await store.reservations.paidHolds(reservation.tenant),
  );
  const log = {
    info: () => undefined,
    warn: (obj: object, msg: string) => io.err(`${msg} ${JSON.stringify(obj)}\n`),
  };
  await rebuildTriggerFromEnv(io.env, dataDir, log).request({
    dealer: reservation.tenant,
    reason: `deposit refunded: ${reservation.reference}`,
  });
  const amount = formatDeposit(reservation.amountCents, reservation.currency, { withCode: true });
  io.out(
    `Refunded ${amount} of ${reservation.reference} (${reservation.provider} refund ${refundRef}).\n` +
      `Car ${reservation.carId} at ${reservation.tenant} is no longer held; a rebuild was requested.\n`,
  );
}
