/**
 * The payment API on a platform app over three sample dealers — kestrel-bay-subaru (Stripe),
 * totara-motors (Till, New Zealand) and ironbark-motorcycles (St George) — with a real store
 * of either engine, the outbox worker that delivers the reservation leads and the shopper's
 * e-mails, the providers' stand-ins on loopback, and a clock the test moves. Secrets reach
 * the API only through the environment, as in production.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { isReservable } from '../../src/lib/cars/reservable.ts';
import { depositFor } from '../../src/lib/checkout/index.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { createPlatformApp } from '../../src/server/api/app/index.ts';
import { runLeadsCli } from '../../src/server/api/leads-cli/main.ts';
import { createLeadDeliverer } from '../../src/server/api/lead-delivery/deliver-job.ts';
import {
  DEFAULT_RETRY_POLICY,
  startOutboxWorker,
  type OutboxWorker,
} from '../../src/server/api/outbox/index.ts';
import { registerPaymentApi, type RebuildTrigger } from '../../src/server/api/payments/index.ts';
import type { Store } from '../../src/server/api/store/index.ts';
import {
  startStGeorgeStandIn,
  startStripeStandIn,
  startTillStandIn,
  type StGeorgeStandIn,
  type StripeStandIn,
  type TillStandIn,
} from './payment-stand-ins/index.ts';
import { buildTenant, local, sampleSite } from '../integration/auth/account-fixture.ts';
import { manualClock, type StoreEngine } from '../integration/store/engines.ts';

export const STRIPE_DEALER = 'kestrel-bay-subaru';
export const TILL_DEALER = 'totara-motors';
export const ST_GEORGE_DEALER = 'ironbark-motorcycles';

export const SHOPPER = {
  name: 'Ana',
  last_name: 'Lee',
  email: 'ana.lee@example.com',
  phone: '0412 345 678',
  postcode: '4000',
  terms_accepted: true,
};
export const NZ_SHOPPER = { ...SHOPPER, phone: '021 123 4567', postcode: '0610' };

/** The dealer's reservable cars (spec §5 at build time). */
export function reservableCars(slug: string): Car[] {
  return sampleSite(slug).cars.filter(isReservable);
}

export interface PaymentsFixture {
  app: FastifyInstance;
  store: Store;
  dataDir: string;
  distDir: string;
  stripe: StripeStandIn;
  till: TillStandIn;
  stGeorge: StGeorgeStandIn;
  env: Record<string, string>;
  rebuilds: { dealer: string; reason: string }[];
  /** Delivers due jobs on the test's clock; `drain()` waits until none is due. */
  outbox: OutboxWorker;
  close(): Promise<void>;
}

export async function paymentsFixture(options: {
  engine: StoreEngine;
  clock: () => Date;
}): Promise<PaymentsFixture> {
  const root = mkdtempSync(path.join(tmpdir(), 'forecourt-payments-'));
  const distDir = path.join(root, 'dist');
  const dataDir = path.join(root, 'data');
  for (const slug of [STRIPE_DEALER, TILL_DEALER, ST_GEORGE_DEALER])
    await buildTenant(distDir, sampleSite(slug));
  const [stripe, till, stGeorge] = await Promise.all([
    startStripeStandIn({ secretKey: 'sk_test_fixture', webhookSecret: 'whsec_fixture' }),
    startTillStandIn(),
    startStGeorgeStandIn({
      clientId: 'SAMPLE-STG-IRONBARK-0001',
      clientSecret: 'sg-secret-fixture',
    }),
  ]);
  const env: Record<string, string> = {
    STRIPE_API_BASE: stripe.url,
    STRIPE_SECRET_KEY: 'sk_test_fixture',
    STRIPE_WEBHOOK_SECRET: 'whsec_fixture',
    TILL_API_URL: till.url,
    TILL_USERNAME: till.credentials.username,
    TILL_PASSWORD: till.credentials.password,
    TILL_SHARED_SECRET: till.credentials.sharedSecret,
    ST_GEORGE_API_URL: stGeorge.url,
    ST_GEORGE_CLIENT_SECRET: 'sg-secret-fixture',
  };
  const store = await options.engine.open(options.clock);
  const app = await createPlatformApp({
    distDir,
    logger: false,
    serveSites: false,
    rateLimits: false,
  });
  const rebuilds: { dealer: string; reason: string }[] = [];
  const rebuild: RebuildTrigger = {
    description: 'recorded by the test',
    request: (request) => {
      rebuilds.push(request);
      return Promise.resolve();
    },
  };
  const outbox = startOutboxWorker({
    store,
    deliver: createLeadDeliverer({ distDir, dataDir, env }),
    policy: DEFAULT_RETRY_POLICY,
    // Woken by each committed lead; the long poll never fires within a test.
    pollMs: 60_000,
    clock: options.clock,
    random: () => 0,
  });
  registerPaymentApi(app, {
    store,
    env,
    dataDir,
    clock: options.clock,
    rebuild,
    onLeadCompleted: () => outbox.wake(),
  });
  await app.ready();
  return {
    app,
    store,
    dataDir,
    distDir,
    stripe,
    till,
    stGeorge,
    env,
    rebuilds,
    outbox,
    async close() {
      await app.close();
      await outbox.stop();
      await store.close();
      await Promise.all([stripe.close(), till.close(), stGeorge.close()]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * One engine's payments fixture for each test of a describe block: the engine set up once,
 * wiped before each test, with a fresh fixture on a clock starting now. Read `fixture` and
 * `clock` inside tests (they are replaced before each).
 */
export function usePaymentsFixture(engine: StoreEngine) {
  const state = {
    fixture: undefined as unknown as PaymentsFixture,
    clock: manualClock(new Date()),
  };
  beforeAll(() => (engine.skipReason ? undefined : engine.setUp()));
  afterAll(() => (engine.skipReason ? undefined : engine.tearDown()));
  beforeEach(async () => {
    if (engine.skipReason) return;
    await engine.wipe();
    state.clock = manualClock(new Date());
    state.fixture = await paymentsFixture({ engine, clock: state.clock.now });
  });
  afterEach(() => (engine.skipReason ? undefined : state.fixture.close()));
  return state;
}

/**
 * `npm run leads -- …` on the fixture's store (the engine's database; its data dir also holds
 * the holds file a refund rewrites), with the fixture's environment.
 */
export async function leadsCli(
  engine: StoreEngine,
  fixture: PaymentsFixture,
  ...args: string[]
): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const { databaseUrl, dataDir } = engine.location();
  const code = await runLeadsCli([...args, `--data-dir=${dataDir}`], {
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    env: { ...fixture.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    cwd: process.cwd(),
  });
  return { code, out: out.join(''), err: err.join('') };
}

/** A shopper's browser on one dealer's site. */
export class Shopper {
  readonly app: FastifyInstance;
  readonly host: string;
  readonly origin: string;

  constructor(app: FastifyInstance, slug: string) {
    this.app = app;
    ({ host: this.host, origin: this.origin } = local(slug));
  }

  get(url: string): Promise<LightMyRequestResponse> {
    return this.app.inject({ method: 'GET', url, headers: { host: this.host } });
  }

  post(
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url,
      headers: {
        host: this.host,
        origin: this.origin,
        'content-type': 'application/json',
        ...headers,
      },
      payload: JSON.stringify(body),
    });
  }

  /**
   * Starts paying a car's deposit the way its provider takes it (Stripe's payment intent, or
   * a hosted page), with an attempt's Idempotency-Key.
   */
  startCheckout(car: Car, key: string, details: object = SHOPPER): Promise<LightMyRequestResponse> {
    const flow = depositFor(car, 'AU')?.provider === 'stripe' ? 'payment_intent' : 'hosted_payment';
    return this.post(
      `/api/dealerships/${car.dealership_id}/${flow}?car_id=${car.id}&origin=${encodeURIComponent(this.origin)}`,
      details,
      { 'idempotency-key': key },
    );
  }

  /** The confirmation page's read of a started reservation. */
  reservation(started: { id: string; token: string }): Promise<LightMyRequestResponse> {
    return this.get(`/api/reservations/${started.id}?token=${encodeURIComponent(started.token)}`);
  }

  /** Delivers a Stripe event to the API on this dealer's host, as Stripe would. */
  stripeEvent(payload: string, signature: string): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: {
        host: this.host,
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signature,
      },
      payload,
    });
  }

  /** A path and query of an absolute URL the API or a provider redirected to. */
  follow(location: string): Promise<LightMyRequestResponse> {
    const url = new URL(location);
    return this.get(`${url.pathname}${url.search}`);
  }
}

/** The shopper's e-mails of one kind written to the outbox folder (no SMTP_URL). */
export function shopperEmails(
  dataDir: string,
  slug: string,
  kind: 'confirmation' | 'refunded' = 'confirmation',
): string[] {
  const dir = path.join(dataDir, 'outbox', slug);
  if (!existsSync(dir)) return [];
  return (
    readdirSync(dir)
      .filter((name) => name.endsWith(`-${kind}.eml`))
      .map((name) => readFileSync(path.join(dir, name), 'utf8'))
      // Quoted-printable soft line breaks joined, so a test reads the text as written.
      .map((raw) => raw.replace(/=\r\n/g, ''))
  );
}
