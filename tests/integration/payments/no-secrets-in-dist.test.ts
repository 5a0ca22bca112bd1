/**
 * No payment secret reaches the built site: with every provider's secret set in the
 * environment, the tenant data files a build writes for the Stripe, Till and St George
 * dealers carry only the names of the variables (config.payments) and public keys.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { TENANT_DATA_FILE } from '../../../src/server/api/tenant/index.ts';
import { manualClock, storeEngines } from '../store/engines.ts';
import {
  paymentsFixture,
  ST_GEORGE_DEALER,
  STRIPE_DEALER,
  TILL_DEALER,
  type PaymentsFixture,
} from '../../support/payments-fixture.ts';

const [sqlite] = await storeEngines();

describe('payment secrets and the built sites', () => {
  let fixture: PaymentsFixture | undefined;
  afterEach(async () => {
    await fixture?.close();
    await sqlite?.tearDown();
  });

  it('never appear in a tenant data file; their variable names do', async () => {
    if (!sqlite) throw new Error('SQLite engine missing');
    await sqlite.setUp();
    const secrets = {
      STRIPE_SECRET_KEY: 'sk_live_should_never_leak_1234',
      STRIPE_WEBHOOK_SECRET: 'whsec_should_never_leak_5678',
      TILL_PASSWORD: 'till-password-never-leaks',
      TILL_SHARED_SECRET: 'till-shared-never-leaks',
      ST_GEORGE_CLIENT_SECRET: 'st-george-never-leaks',
    };
    const saved = { ...process.env };
    Object.assign(process.env, secrets);
    try {
      fixture = await paymentsFixture({ engine: sqlite, clock: manualClock(new Date()).now });
    } finally {
      process.env = saved;
    }
    for (const slug of [STRIPE_DEALER, TILL_DEALER, ST_GEORGE_DEALER]) {
      const text = readFileSync(path.join(fixture.distDir, slug, TENANT_DATA_FILE), 'utf8');
      for (const [name, value] of Object.entries(secrets)) {
        expect(text, `${slug}: ${name}`).not.toContain(value);
      }
      expect(text).not.toMatch(/sk_(live|test)_/);
      expect(text).not.toMatch(/whsec_/);
      expect(text).toContain('"secret_key_env": "STRIPE_SECRET_KEY"');
      expect(text).toContain('"shared_secret_env": "TILL_SHARED_SECRET"');
      expect(text).toContain('"client_secret_env": "ST_GEORGE_CLIENT_SECRET"');
    }
  });
});
