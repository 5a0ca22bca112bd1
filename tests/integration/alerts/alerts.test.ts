/**
 * Watch alerts end to end on SQLite and PostgreSQL: a shopper watches cars through the real
 * API, a later build changes them, and the alerts worker sends each change once by SMS to a
 * Twilio Messages API on loopback (and by e-mail to the .eml outbox when the shopper gave an
 * address), waiting out quiet hours in the dealer's zone; switches, the stop link, a page
 * read that gets to the build first, two workers at once, and a provider failing.
 */
import { vehicleWords } from '../../../src/lib/content/vehicle-words.ts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Site } from '../../../src/lib/site/site.ts';
import {
  sendAlertEmail,
  startAlertsWorker,
  type AlertsWorker,
} from '../../../src/server/api/alerts/index.ts';
import { twilioSmsSender } from '../../../src/server/api/sms/index.ts';
import { describeEachEngine } from '../store/each-engine.ts';
import { manualClock } from '../store/engines.ts';
import { startTwilioReceiver, type SmsReceiver } from '../sms/sms-receiver.ts';
import {
  accountFixture,
  AU_DEALER,
  Browser,
  buildTenant,
  local,
  sampleSite,
  signIn,
  type AccountFixture,
} from '../auth/account-fixture.ts';

const PHONE = '0412 345 678';
const E164 = '+61412345678';
const SID = 'AC00000000000000000000000000000001';
const TOKEN = 'twilio-test-token';
const site = sampleSite(AU_DEALER);
const [first, second, third] = site.cars.filter(
  (car) => !car.sold && !car.reserved && car.price > 2_000,
);
if (!first || !second || !third) throw new Error(`${AU_DEALER} needs three available cars`);
/** 'car' as a word of its own: the motorcycle dealer's stop pages never say it. */
const CAR_WORD = /(?<![\w-])cars?(?![\w-])/i;
/** A page's words, tags and the stylesheet aside, with the vehicle's own name taken out. */
const pageWords = (html: string, vehicleName: string) =>
  html
    .replace(/<style>.*?<\/style>/s, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll(vehicleName, '');
/** 10:00 in Perth (the dealer's zone, UTC+8): outside quiet hours. */
const MORNING = new Date('2026-11-26T02:00:00.000Z');

describeEachEngine('watch alerts', (engine) => {
  let fixture: AccountFixture;
  let clock = manualClock();
  let browser: Browser;
  let receiver: SmsReceiver;
  const workers: AlertsWorker[] = [];

  beforeEach(async () => {
    clock = manualClock(MORNING);
    receiver = await startTwilioReceiver(SID, TOKEN);
    fixture = await accountFixture({ engine, clock: clock.now, dealers: [AU_DEALER] });
    browser = new Browser(fixture.app, local(AU_DEALER));
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await fixture?.close();
    await receiver?.close();
  });

  function startWorker(store = fixture.store): AlertsWorker {
    const worker = startAlertsWorker({
      store,
      distDir: fixture.distDir,
      // Rounds are driven by settled(): the poll never comes within a test.
      pollMs: 600_000,
      clock: clock.now,
      senders: {
        sms: twilioSmsSender({
          accountSid: SID,
          authToken: TOKEN,
          sender: { from: '+61400000000' },
          apiBase: receiver.origin,
        }),
        email: (message) => sendAlertEmail(message, { dataDir: fixture.dataDir, timeoutMs: 5_000 }),
      },
    });
    workers.push(worker);
    return worker;
  }

  const save = (carId: number, extra: object = {}) =>
    browser.post('/api/watchlist/save-car', { phone_number: PHONE, car_id: carId, ...extra });
  const rebuild = async (change: (car: Site['cars'][number]) => Site['cars'][number] | null) => {
    clock.advance(60_000);
    const cars = site.cars.flatMap((car) => {
      const changed = change(car);
      return changed ? [changed] : [];
    });
    await buildTenant(fixture.distDir, { ...site, now: clock.now(), cars });
  };
  const texts = () => receiver.received.map((sms) => String(sms.fields['Body']));
  const alertRows = () =>
    engine.rows('select kind, status, car_id, attempts, email_to from watch_alerts order by kind');
  const stopLinkOf = (body: string) => {
    const url = /Stop alerts: (\S+)$/.exec(body)?.[1];
    if (!url) throw new Error(`no stop link in ${body}`);
    return new URL(url);
  };

  it('texts a price drop once, naming the car, both prices and the links', async () => {
    const worker = startWorker();
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    await worker.settled();
    expect(receiver.received).toEqual([]);

    await rebuild((car) => (car.id === first.id ? { ...car, price: first.price - 1_500 } : car));
    await worker.settled();
    await worker.settled();
    expect(receiver.received).toHaveLength(1);
    const [sms] = receiver.received;
    expect(sms?.fields['To']).toBe(E164);
    const price = (n: number) => `$${n.toLocaleString('en-AU')}`;
    expect(sms?.fields['Body']).toBe(
      `${site.dealer.name}: ${first.name} is now ${price(first.price - 1_500)} (was ${price(first.price)}). ` +
        `${new URL(`/cars/${first.slug}`, site.dealer.url).toString()} ` +
        `Stop alerts: ${stopLinkOf(String(sms?.fields['Body'])).toString()}`,
    );
    expect(stopLinkOf(String(sms?.fields['Body'])).origin).toBe(new URL(site.dealer.url).origin);
    expect(await alertRows()).toEqual([
      expect.objectContaining({ kind: 'price_drop', status: 'sent', email_to: null }),
    ]);

    // The same build looked at again, by the worker and by a page read: nothing new.
    await worker.settled();
    expect((await browser.get('/api/watchlist')).statusCode).toBe(200);
    await worker.settled();
    expect(receiver.received).toHaveLength(1);
  });

  it('records the change when a page read reaches the new build before the worker', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    await save(second.id);
    await rebuild((car) =>
      car.id === first.id ? { ...car, reserved: true } : car.id === second.id ? null : car,
    );
    const listed = (await browser.get('/api/watchlist')).json();
    expect(listed.entries.map((entry: { state: string }) => entry.state).sort()).toEqual([
      'gone',
      'reserved',
    ]);
    expect(await alertRows()).toHaveLength(2);

    const worker = startWorker();
    await worker.settled();
    expect(texts().sort()).toEqual([
      expect.stringContaining(`${first.name} is now reserved.`),
      expect.stringContaining(`${second.name} is no longer listed.`),
    ]);
  });

  it('texts sold and back in stock, each change once across builds', async () => {
    const worker = startWorker();
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    await rebuild((car) => (car.id === first.id ? { ...car, sold: true } : car));
    await worker.settled();
    await rebuild((car) => car);
    await worker.settled();
    await rebuild((car) => car);
    await worker.settled();
    expect(texts()).toEqual([
      expect.stringContaining(`${first.name} has been sold.`),
      expect.stringContaining(`${first.name} is available again at`),
    ]);
  });

  it('keeps quiet from 9 pm to 8 am in the dealer’s zone', async () => {
    const worker = startWorker();
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    // 22:00 in Perth.
    clock.advance(12 * 3_600_000 - 60_000);
    await rebuild((car) => (car.id === first.id ? { ...car, price: first.price - 500 } : car));
    await worker.settled();
    expect(receiver.received).toEqual([]);
    expect(await alertRows()).toEqual([expect.objectContaining({ status: 'pending' })]);
    const due = await engine.rows('select due_at from watch_alerts');
    expect(due[0]?.['due_at']).toBe('2026-11-27T00:00:00.000Z');

    clock.advance(9 * 3_600_000); // 07:00
    await worker.settled();
    expect(receiver.received).toEqual([]);
    clock.advance(3_600_000); // 08:00
    await worker.settled();
    expect(receiver.received).toHaveLength(1);
  });

  it('holds an alert that fell due before 9 pm but is picked up after it', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    // 20:58 in Perth: the build's change is recorded by a page read, due at once.
    clock.advance(11 * 3_600_000 - 3 * 60_000);
    await rebuild((car) => (car.id === first.id ? { ...car, price: first.price - 500 } : car));
    expect((await browser.get('/api/watchlist')).statusCode).toBe(200);
    expect(await engine.rows('select due_at from watch_alerts')).toEqual([
      { due_at: '2026-11-26T12:58:00.000Z' },
    ]);
    // The worker first looks at 21:01.
    clock.advance(3 * 60_000);
    const worker = startWorker();
    await worker.settled();
    expect(receiver.received).toEqual([]);
    expect(await alertRows()).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 0 }),
    ]);
    expect(await engine.rows('select due_at from watch_alerts')).toEqual([
      { due_at: '2026-11-27T00:00:00.000Z' },
    ]);
    clock.advance(11 * 3_600_000);
    await worker.settled();
    expect(receiver.received).toHaveLength(1);
  });

  it('honours the switches, and mails the e-mail the stored user gave', async () => {
    const worker = startWorker();
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id, { email: 'sam@example.com' });
    await save(second.id);
    const set = await browser.post('/api/watchlist/alerts', {
      car_id: second.id,
      price_drop: false,
      sold_or_reserved: true,
      back_in_stock: true,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      success: true,
      alerts: {
        car_id: second.id,
        price_drop: false,
        sold_or_reserved: true,
        back_in_stock: true,
      },
    });
    const listed = (await browser.get('/api/watchlist')).json();
    expect(
      listed.entries.find((entry: { car_id: number }) => entry.car_id === second.id).alerts,
    ).toEqual({ price_drop: false, sold_or_reserved: true, back_in_stock: true });

    await rebuild((car) =>
      car.id === first.id || car.id === second.id ? { ...car, price: car.price - 1_000 } : car,
    );
    await worker.settled();
    expect(texts()).toEqual([expect.stringContaining(`${first.name} is now`)]);
    expect(await alertRows()).toEqual([
      expect.objectContaining({ car_id: first.id, status: 'sent', email_to: 'sam@example.com' }),
    ]);
    const mailDir = path.join(fixture.dataDir, 'outbox', AU_DEALER);
    const mails = readdirSync(mailDir);
    expect(mails).toHaveLength(1);
    const mail = readFileSync(path.join(mailDir, mails[0]!), 'utf8');
    expect(mail).toContain('To: sam@example.com');
    expect(mail).toContain(`Subject: ${site.dealer.name}: Price drop: ${first.name}`);
    // The dealer's own noun: the sample AU dealer sells motorcycles.
    expect(mail).toContain(`Stop alerts for this ${vehicleWords(site.vehicleKind).singular}: `);
  });

  it('refuses bad alert settings: signed out, another phone, unknown car, bad values', async () => {
    const body = {
      car_id: first.id,
      price_drop: true,
      sold_or_reserved: true,
      back_in_stock: true,
    };
    expect((await browser.post('/api/watchlist/alerts', body)).statusCode).toBe(401);
    await signIn(browser, fixture.dataDir, PHONE, E164);
    const other = await browser.post('/api/watchlist/alerts', {
      ...body,
      phone_number: '0412 345 679',
    });
    expect(other.statusCode).toBe(403);
    const unwatched = await browser.post('/api/watchlist/alerts', body);
    expect(unwatched.statusCode).toBe(404);
    expect(unwatched.json()).toEqual({
      success: false,
      error: 'That car is not on your watchlist.',
    });
    await save(first.id);
    for (const bad of [
      { ...body, price_drop: 'yes' },
      { ...body, car_id: 'x' },
      { ...body, email: 'not an address' },
    ]) {
      const answer = await browser.post('/api/watchlist/alerts', bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(422);
      expect(answer.json()).toMatchObject({ success: false });
    }
    expect((await save(second.id, { email: 'nope' })).statusCode).toBe(422);
  });

  it('stops a car’s alerts from the link: GET only asks, POST stops', async () => {
    const worker = startWorker();
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    await rebuild((car) => (car.id === first.id ? { ...car, price: first.price - 1_000 } : car));
    await worker.settled();
    const link = stopLinkOf(texts()[0] ?? '');
    const token = link.searchParams.get('token') ?? '';
    const visitor = new Browser(fixture.app, local(AU_DEALER));

    const page = await visitor.get(`${link.pathname}${link.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(`Stop alerts for ${first.name}?`);
    expect(page.body).toContain('<form method="post" action="/api/watchlist/stop-alerts">');
    // The sample dealer sells motorcycles: the page says so, in its title and on its button.
    expect(site.vehicleKind).toBe('motorcycle');
    expect(page.body).toContain('<title>Stop alerts for this motorcycle</title>');
    expect(page.body).toContain('<button type="submit">Stop alerts for this motorcycle</button>');
    expect(pageWords(page.body, first.name)).not.toMatch(CAR_WORD);
    expect(await engine.rows('select alert_price_drop from watchlist_entries')).toEqual([
      { alert_price_drop: 1 },
    ]);

    const stopped = await fixture.app.inject({
      method: 'POST',
      url: '/api/watchlist/stop-alerts',
      headers: {
        host: visitor.host,
        origin: visitor.origin,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: `token=${token}`,
    });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.body).toContain('Alerts stopped');
    // Switching them on again happens on the watchlist page, linked on the dealer's site.
    const watchlistLink = new URL(site.dealer.config.watchlist.path, site.dealer.url).toString();
    expect(stopped.body).toContain(`<a href="${watchlistLink}">your watchlist</a>`);
    expect(stopped.body).toContain('tick the alerts under the motorcycle.');
    expect(pageWords(stopped.body, first.name)).not.toMatch(CAR_WORD);
    expect(
      await engine.rows(
        'select alert_price_drop, alert_sold_or_reserved, alert_back_in_stock from watchlist_entries',
      ),
    ).toEqual([{ alert_price_drop: 0, alert_sold_or_reserved: 0, alert_back_in_stock: 0 }]);

    await rebuild((car) => (car.id === first.id ? { ...car, sold: true } : car));
    await worker.settled();
    expect(receiver.received).toHaveLength(1);

    const unknown = await visitor.get(
      '/api/watchlist/stop-alerts?token=abcdefghijklmnopqrstuvwxyz234567',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This link is not recognised');
    expect(unknown.body).toContain('under each motorcycle.');
    expect(pageWords(unknown.body, '')).not.toMatch(CAR_WORD);
  });

  it('sends each alert once with two workers on the store at the same time', async () => {
    const otherStore = await engine.open(clock.now);
    try {
      await signIn(browser, fixture.dataDir, PHONE, E164);
      await save(first.id);
      await save(second.id);
      await save(third.id);
      const one = startWorker();
      const two = startWorker(otherStore);
      await Promise.all([one.settled(), two.settled()]);
      await rebuild((car) => (car.id === third.id ? car : { ...car, price: car.price - 100 }));
      await Promise.all([one.settled(), two.settled()]);
      await Promise.all([one.settled(), two.settled()]);
      expect(texts()).toHaveLength(2);
      expect(await alertRows()).toHaveLength(2);
      await one.stop();
      await two.stop();
    } finally {
      await otherStore.close();
    }
  });

  it('retries when the provider fails, then sends once', async () => {
    const worker = startWorker();
    await signIn(browser, fixture.dataDir, PHONE, E164);
    await save(first.id);
    receiver.status = 500;
    await rebuild((car) => (car.id === first.id ? { ...car, price: first.price - 1_000 } : car));
    await worker.settled();
    expect(await alertRows()).toEqual([
      expect.objectContaining({ status: 'pending', attempts: 1 }),
    ]);
    const [row] = await engine.rows('select last_error from watch_alerts');
    expect(String(row?.['last_error'])).toContain('Twilio answered HTTP 500');
    receiver.status = null;
    clock.advance(59_000);
    await worker.settled();
    expect(receiver.received).toHaveLength(1);
    clock.advance(1_000);
    await worker.settled();
    expect(receiver.received).toHaveLength(2);
    expect(await alertRows()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });
});
