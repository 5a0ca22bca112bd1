/**
 * A platform app over sample dealers' tenant data with the account API (sign-in and the
 * watchlist) on a real store of either engine, a clock the test moves, and the default SMS
 * adapter writing to a real outbox file the tests read codes from.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createPlatformApp } from '../../../src/server/api/app/index.ts';
import { registerAccountApi, type SignInLimits } from '../../../src/server/api/auth/index.ts';
import {
  outboxSmsSender,
  SMS_OUTBOX_FILE,
  type SmsSender,
} from '../../../src/server/api/sms/index.ts';
import type { Store } from '../../../src/server/api/store/index.ts';
import { emitTenantData } from '../../../src/server/api/tenant/index.ts';
import { writeBuildRecord } from '../../../src/server/build/build-record.ts';
import type { Site } from '../../../src/lib/site/site.ts';
import { prepareDealer } from '../../../src/server/prepare/prepare-dealer.ts';
import type { StoreEngine } from '../store/engines.ts';

/** Australian, watchlist on. */
export const AU_DEALER = 'ironbark-motorcycles';
/** New Zealand, watchlist on. */
export const NZ_DEALER = 'totara-motors';
/** Watchlist off. */
export const NO_WATCHLIST = 'kestrel-bay-subaru';

const prepared = new Map<string, Site>();
/** Each sample dealer prepared once per test file (it reads and checks the whole feed). */
export function sampleSite(slug: string): Site {
  const site = prepared.get(slug) ?? prepareDealer(slug).site;
  prepared.set(slug, site);
  return site;
}

export interface AccountFixture {
  app: FastifyInstance;
  store: Store;
  dataDir: string;
  distDir: string;
  close(): Promise<void>;
}

export async function accountFixture(options: {
  engine: StoreEngine;
  clock: () => Date;
  dealers?: readonly string[];
  sms?: SmsSender;
  limits?: SignInLimits;
  /** Sites as built, by slug (a dealer's data changed between builds). */
  sites?: Readonly<Record<string, Site>>;
}): Promise<AccountFixture> {
  const root = mkdtempSync(path.join(tmpdir(), 'forecourt-accounts-'));
  const distDir = path.join(root, 'dist');
  const dataDir = path.join(root, 'data');
  for (const slug of options.dealers ?? [AU_DEALER, NZ_DEALER, NO_WATCHLIST]) {
    await buildTenant(distDir, options.sites?.[slug] ?? sampleSite(slug));
  }
  const store = await options.engine.open(options.clock);
  const app = await createPlatformApp({
    distDir,
    logger: false,
    serveSites: false,
    rateLimits: false,
  });
  registerAccountApi(app, {
    store,
    sms:
      options.sms ??
      outboxSmsSender({ dataDir, log: { warn: () => undefined }, clock: options.clock }),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  await app.ready();
  return {
    app,
    store,
    dataDir,
    distDir,
    async close() {
      await app.close();
      await store.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Writes a site's tenant data and build record, as a build does. */
export async function buildTenant(distDir: string, site: Site): Promise<void> {
  const siteDir = path.join(distDir, site.dealer.slug);
  emitTenantData(site, siteDir);
  await writeBuildRecord(siteDir, {
    slug: site.dealer.slug,
    siteUrl: site.dealer.url,
    fingerprint: 'f',
    builtAt: site.now.toISOString(),
    pages: 1,
    bytes: 1,
    seconds: 1,
  });
}

/** The local host and origin of a dealer's site. */
export function local(slug: string) {
  return { host: `${slug}.localhost`, origin: `http://${slug}.localhost` };
}

/** A browser on one dealer's host: keeps the cookies the API sets, like a real one. */
export class Browser {
  readonly cookies = new Map<string, string>();
  readonly app: FastifyInstance;
  readonly host: string;
  readonly origin: string;

  constructor(app: FastifyInstance, site: { host: string; origin: string }) {
    this.app = app;
    this.host = site.host;
    this.origin = site.origin;
  }

  async post(url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        headers: { ...this.headers(), origin: this.origin, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
    );
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.keep(await this.app.inject({ method: 'GET', url, headers: this.headers() }));
  }

  /** The same cookies presented on another host (a cookie carried to another dealer). */
  on(site: { host: string; origin: string }): Browser {
    const other = new Browser(this.app, site);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    return other;
  }

  private headers(): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { host: this.host, ...(cookie ? { cookie } : {}) };
  }

  private keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || cookie.value === '';
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}

export interface OutboxLine {
  at: string;
  tenant: string;
  to: string;
  body: string;
}

/** Every message the default SMS adapter wrote, oldest first. */
export function outboxLines(dataDir: string): OutboxLine[] {
  let text: string;
  try {
    text = readFileSync(path.join(dataDir, SMS_OUTBOX_FILE), 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The code in the last text message sent to a number. */
export function lastCode(dataDir: string, to: string): string {
  const message = outboxLines(dataDir)
    .filter((line) => line.to === to)
    .at(-1);
  const code = /sign-in code is (\d{6})\./.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${to}`);
  return code;
}

/** Signs a browser in with a phone through the real send and verify calls. */
export async function signIn(
  browser: Browser,
  dataDir: string,
  phone: string,
  e164: string,
): Promise<void> {
  const sent = await browser.post('/api/auth/send-code', { phone_number: phone });
  if (sent.statusCode !== 202) throw new Error(`send-code: ${sent.statusCode} ${sent.body}`);
  const verified = await browser.post('/api/auth/verify-code', {
    phone_number: phone,
    code: lastCode(dataDir, e164),
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-code: ${verified.statusCode} ${verified.body}`);
}
