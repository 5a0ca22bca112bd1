/**
 * Sign-in by phone through the platform app on SQLite and PostgreSQL: codes by the default
 * SMS adapter, the OTP limits (ASVS V6: expiry, checks, sends), answers that never tell a
 * known number from an unknown one, the session cookie, sign-out and tenant isolation.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachEngine } from '../store/each-engine.ts';
import { manualClock } from '../store/engines.ts';
import {
  accountFixture,
  AU_DEALER,
  Browser,
  lastCode,
  local,
  NO_WATCHLIST,
  NZ_DEALER,
  outboxLines,
  sampleSite,
  signIn,
  type AccountFixture,
} from './account-fixture.ts';

const PHONE = '0412 345 678';
const E164 = '+61412345678';
const WRONG = 'That code is not right, or it has expired. Check it or ask for a new one.';

describeEachEngine('sign-in', (engine) => {
  let fixture: AccountFixture;
  let clock = manualClock();
  let browser: Browser;

  beforeEach(async () => {
    clock = manualClock(new Date('2026-11-26T09:00:00.000Z'));
    fixture = await accountFixture({ engine, clock: clock.now });
    browser = new Browser(fixture.app, local(AU_DEALER));
  });
  afterEach(() => fixture?.close());

  const sendCode = (phone = PHONE, by = browser) =>
    by.post('/api/auth/send-code', { phone_number: phone });
  const verify = (code: string, phone = PHONE, by = browser) =>
    by.post('/api/auth/verify-code', { phone_number: phone, code });
  /** A six-digit code that is not the one sent. */
  const wrongCode = () => (lastCode(fixture.dataDir, E164) === '000000' ? '111111' : '000000');

  it('sends a 6-digit code by the default SMS adapter and signs in with it', async () => {
    const sent = await sendCode();

    expect(sent.statusCode).toBe(202);
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(sent.json()).toEqual({
      sent: true,
      expires_in_seconds: 600,
      resend_after_seconds: 30,
    });
    const [line] = outboxLines(fixture.dataDir);
    expect(line).toMatchObject({ at: '2026-11-26T09:00:00.000Z', tenant: AU_DEALER, to: E164 });
    expect(line?.body).toMatch(
      new RegExp(
        `^${sampleSite(AU_DEALER).dealer.name}: your sign-in code is \\d{6}\\. It expires in 10 minutes\\.$`,
      ),
    );

    const verified = await verify(lastCode(fixture.dataDir, E164));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ signed_in: true, phone_number: E164 });
    const session = await browser.get('/api/auth/session');
    expect(session.json()).toEqual({
      signed_in: true,
      phone_number: E164,
      phone_display: '0412 345 678',
    });
  });

  it('takes any accepted spelling of a number as the same phone', async () => {
    await sendCode('+61 412 345 678');
    const verified = await verify(lastCode(fixture.dataDir, E164), '0061412345678');
    expect(verified.json()).toEqual({ signed_in: true, phone_number: E164 });
  });

  it('signs an NZ mobile in on the NZ dealer, shown the NZ way', async () => {
    const kiwi = new Browser(fixture.app, local(NZ_DEALER));
    await signIn(kiwi, fixture.dataDir, '021 555 1234', '+64215551234');
    expect((await kiwi.get('/api/auth/session')).json()).toEqual({
      signed_in: true,
      phone_number: '+64215551234',
      phone_display: '021 555 1234',
    });
  });

  it('refuses numbers that are not AU or NZ mobiles with the message on the field', async () => {
    const invalid = 'Invalid phone number. Must be Australian or New Zealand number.';
    const landline = 'Enter a mobile number: the code is sent by text message.';
    for (const [phone, message] of [
      ['12345', invalid],
      ['', invalid],
      ['02 5550 1234', landline],
    ] as const) {
      const answer = await sendCode(phone);
      expect(answer.statusCode, phone).toBe(422);
      expect(answer.json()).toEqual({ error: message, fields: { phone_number: message } });
    }
    expect(outboxLines(fixture.dataDir)).toEqual([]);
  });

  it('answers the 6th send of a number in 10 minutes with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendCode()).statusCode).toBe(202);
      clock.advance(60_000);
    }
    const refused = await sendCode();

    expect(refused.statusCode).toBe(429);
    // The first send leaves the window 10 minutes after it: 5 minutes from now.
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json()).toEqual({
      error: 'Too many codes requested. Try again in 5 minutes.',
    });
    expect(outboxLines(fixture.dataDir)).toHaveLength(5);
    // Another number is not held back by this one's limit.
    expect((await sendCode('0412 345 679')).statusCode).toBe(202);
    clock.advance(300_000);
    expect((await sendCode()).statusCode).toBe(202);
  });

  it('lets a new code replace the old one', async () => {
    await sendCode();
    const first = lastCode(fixture.dataDir, E164);
    await sendCode();
    const second = lastCode(fixture.dataDir, E164);
    if (first !== second) expect((await verify(first)).statusCode).toBe(400);
    expect((await verify(second)).statusCode).toBe(200);
  });

  it('allows 5 checks of a code: the 6th is refused even with the right code', async () => {
    await sendCode();
    for (let i = 0; i < 5; i++) {
      const answer = await verify(wrongCode());
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ error: WRONG });
    }
    const sixth = await verify(lastCode(fixture.dataDir, E164));

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ error: 'Too many tries. Ask for a new code.' });
    expect(browser.cookies.size).toBe(0);
    // A new code starts afresh.
    await sendCode();
    expect((await verify(lastCode(fixture.dataDir, E164))).statusCode).toBe(200);
  });

  it('lets a code expire after 10 minutes', async () => {
    await sendCode();
    const code = lastCode(fixture.dataDir, E164);
    clock.advance(10 * 60_000);
    const late = await verify(code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: WRONG });
  });

  it('accepts a code just inside its 10 minutes, once', async () => {
    await sendCode();
    const code = lastCode(fixture.dataDir, E164);
    clock.advance(10 * 60_000 - 1);
    expect((await verify(code)).statusCode).toBe(200);
    expect((await verify(code)).json()).toEqual({ error: WRONG });
  });

  it('answers a known and an unknown number identically', async () => {
    await signIn(new Browser(fixture.app, local(AU_DEALER)), fixture.dataDir, PHONE, E164);
    const known = await sendCode(PHONE, new Browser(fixture.app, local(AU_DEALER)));
    const unknown = await sendCode('0498 765 432', new Browser(fixture.app, local(AU_DEALER)));
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());

    const never = await verify('123456', '0487 000 111');
    const wrong = await verify(wrongCode());
    expect([never.statusCode, never.body]).toEqual([wrong.statusCode, wrong.body]);
  });

  it('answers a malformed code like a wrong one, without counting it', async () => {
    await sendCode();
    for (const code of ['12345', 'abcdef', '1234567']) {
      expect((await verify(code)).json()).toEqual({ error: WRONG });
    }
    for (let i = 0; i < 4; i++) await verify(wrongCode());
    expect((await verify(lastCode(fixture.dataDir, E164))).statusCode).toBe(200);
  });

  it('sets the session cookie HttpOnly, SameSite=Lax, host-only, without Secure on localhost', async () => {
    await sendCode();
    const verified = await verify(lastCode(fixture.dataDir, E164));
    const header = String(verified.headers['set-cookie']);

    expect(header).toMatch(
      /^fc_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(header).not.toMatch(/Domain|Secure/i);
  });

  it('sets the cookie Secure on the dealer’s real host', async () => {
    const url = new URL(sampleSite(AU_DEALER).dealer.url);
    const site = new Browser(fixture.app, { host: url.host, origin: url.origin });
    await sendCode(PHONE, site);
    const verified = await verify(lastCode(fixture.dataDir, E164), PHONE, site);
    expect(verified.statusCode).toBe(200);
    expect(String(verified.headers['set-cookie'])).toMatch(
      /^fc_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
  });

  it('stores only a SHA-256 of the token, and only a digest of the code', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    const token = browser.cookies.get('fc_session') ?? '';
    const sessions = await engine.rows('select * from sessions');
    const codes = await engine.rows('select * from sign_in_codes');
    const stored = JSON.stringify([sessions, codes]);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(lastCode(fixture.dataDir, E164));
    const { createHash } = await import('node:crypto');
    expect(sessions[0]?.['token_hash']).toBe(createHash('sha256').update(token).digest('hex'));
  });

  it('starts a new session at each sign-in, ending the one the browser had', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    const before = browser.cookies.get('fc_session');
    const old = browser.on(local(AU_DEALER));
    await sendCode();
    const again = await verify(lastCode(fixture.dataDir, E164));
    const cookies = again.cookies.filter((cookie) => cookie.name === 'fc_session');
    expect(cookies).toHaveLength(1);
    expect(cookies[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies[0]?.value).not.toBe(before);
    expect((await old.get('/api/auth/session')).json()).toEqual({ signed_in: false });
    expect((await browser.get('/api/auth/session')).json()).toMatchObject({ signed_in: true });
  });

  it('clears a cookie that names no session, once', async () => {
    browser.cookies.set('fc_session', 'x'.repeat(43));
    const answer = await browser.post('/api/auth/sign-out', {});
    expect(answer.json()).toEqual({ signed_in: false });
    expect(answer.cookies).toEqual([
      expect.objectContaining({ name: 'fc_session', value: '', maxAge: 0 }),
    ]);
    browser.cookies.set('fc_session', 'not a token');
    expect((await browser.get('/api/auth/session')).json()).toEqual({ signed_in: false });
    expect(browser.cookies.has('fc_session')).toBe(false);
  });

  it('refuses a cookie from one dealer at another', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    const elsewhere = browser.on(local(NZ_DEALER));
    expect((await elsewhere.get('/api/auth/session')).json()).toEqual({ signed_in: false });
    expect((await browser.get('/api/auth/session')).json()).toMatchObject({ signed_in: true });
  });

  it('keeps a used session 30 days past its last daily renewal, and ends an idle one', async () => {
    await signIn(browser, fixture.dataDir, PHONE, E164);
    clock.advance(12 * 3_600_000);
    const early = await browser.get('/api/auth/session');
    expect(early.headers['set-cookie']).toBeUndefined();
    clock.advance(12 * 3_600_000);
    const renewed = await browser.get('/api/auth/session');
    expect(String(renewed.headers['set-cookie'])).toMatch(/^fc_session=.*Max-Age=2592000/);
    clock.advance(30 * 86_400_000 - 1);
    expect((await browser.get('/api/auth/session')).json()).toMatchObject({ signed_in: true });
    clock.advance(30 * 86_400_000);
    const expired = await browser.get('/api/auth/session');
    expect(expired.json()).toEqual({ signed_in: false });
    expect(String(expired.headers['set-cookie'])).toMatch(/^fc_session=; Max-Age=0/);
  });

  it('signs out one browser, or every browser of the phone at this dealer', async () => {
    const laptop = new Browser(fixture.app, local(AU_DEALER));
    const tablet = new Browser(fixture.app, local(AU_DEALER));
    const otherDealer = new Browser(fixture.app, local(NZ_DEALER));
    for (const each of [browser, laptop, tablet]) {
      await signIn(each, fixture.dataDir, PHONE, E164);
      clock.advance(60_000 * 3);
    }
    await signIn(otherDealer, fixture.dataDir, PHONE, E164);

    const out = await browser.post('/api/auth/sign-out', { everywhere: false });
    expect(out.json()).toEqual({ signed_in: false });
    expect(String(out.headers['set-cookie'])).toMatch(
      /^fc_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect((await browser.get('/api/auth/session')).json()).toEqual({ signed_in: false });
    expect((await laptop.get('/api/auth/session')).json()).toMatchObject({ signed_in: true });

    await laptop.post('/api/auth/sign-out', { everywhere: true });
    expect((await tablet.get('/api/auth/session')).json()).toEqual({ signed_in: false });
    expect((await otherDealer.get('/api/auth/session')).json()).toMatchObject({
      signed_in: true,
    });
  });

  it('refuses sign-in on a dealer without the watchlist', async () => {
    const plain = new Browser(fixture.app, local(NO_WATCHLIST));
    for (const answer of [
      await plain.post('/api/auth/send-code', { phone_number: PHONE }),
      await plain.post('/api/auth/verify-code', { phone_number: PHONE, code: '123456' }),
      await plain.get('/api/auth/session'),
      await plain.post('/api/auth/sign-out', {}),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ error: 'This site has no watchlist.' });
    }
  });

  it('refuses a write from another origin', async () => {
    const answer = await fixture.app.inject({
      method: 'POST',
      url: '/api/auth/send-code',
      headers: {
        host: local(AU_DEALER).host,
        origin: 'https://evil.example',
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ phone_number: PHONE }),
    });
    expect(answer.statusCode).toBe(403);
    expect(outboxLines(fixture.dataDir)).toEqual([]);
  });
});
