/**
 * The service `npm start` and `npm run api` run serves sign-in and the watchlist: codes land
 * in the data directory's SMS outbox, the SMS settings are checked at start, and
 * FORECOURT_RATE_PER_IP=off lifts sign-in's per-address limits as it lifts the platform's.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPlatformApp } from '../../../src/server/api/app/index.ts';
import { DEFAULT_SIGN_IN_LIMITS } from '../../../src/server/api/auth/index.ts';
import {
  describeLeadService,
  leadServiceEnv,
  startLeadService,
} from '../../../src/server/api/lead-service.ts';
import { sqliteFile } from '../../../src/server/api/store/index.ts';
import { AU_DEALER, Browser, buildTenant, lastCode, local, sampleSite } from './account-fixture.ts';

const root = mkdtempSync(path.join(tmpdir(), 'forecourt-account-service-'));
const distDir = path.join(root, 'dist');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the lead service', () => {
  it('signs a shopper in with the code from the SMS outbox in its data directory', async () => {
    await buildTenant(distDir, sampleSite(AU_DEALER));
    const dataDir = path.join(root, 'data');
    const app = await createPlatformApp({ distDir, logger: false, serveSites: false });
    const service = await startLeadService(app, { distDir, dataDir, env: {} });
    try {
      await app.ready();
      const browser = new Browser(app, local(AU_DEALER));
      const sent = await browser.post('/api/auth/send-code', { phone_number: '0412 345 678' });
      expect(sent.statusCode).toBe(202);
      const verified = await browser.post('/api/auth/verify-code', {
        phone_number: '0412 345 678',
        code: lastCode(dataDir, '+61412345678'),
      });
      expect(verified.statusCode).toBe(200);
      expect((await browser.get('/api/watchlist')).json()).toEqual({
        phone_number: '+61412345678',
        entries: [],
      });
      expect(describeLeadService(service, {})).toContain('SMS written to');
    } finally {
      await app.close();
      await service.close();
    }
  });

  it('refuses to start with an SMS provider named but not set up, before opening the store', async () => {
    const dataDir = path.join(root, 'unopened');
    const app = await createPlatformApp({ distDir, logger: false, serveSites: false });
    await expect(
      startLeadService(app, { distDir, dataDir, env: { SMS_PROVIDER: 'twilio' } }),
    ).rejects.toThrow('SMS_PROVIDER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    expect(existsSync(sqliteFile(dataDir))).toBe(false);
    await app.close();
  });

  it('lifts only the per-address sign-in limits when FORECOURT_RATE_PER_IP is off', () => {
    expect(leadServiceEnv({}).signInLimits).toEqual(DEFAULT_SIGN_IN_LIMITS);
    expect(leadServiceEnv({ FORECOURT_RATE_PER_IP: 'off' }).signInLimits).toEqual({
      sendsPerIp: null,
      checksPerIp: null,
      sendsPerTenant: DEFAULT_SIGN_IN_LIMITS.sendsPerTenant,
    });
  });
});
