/**
 * Sign-in's limits under pressure, on SQLite and PostgreSQL: parallel guesses never get past
 * five checks of a code, parallel sends never past five codes a number, and the per-address
 * and per-dealer limits answer 429 with Retry-After.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SignInLimits } from '../../../src/server/api/auth/index.ts';
import { describeEachEngine } from '../store/each-engine.ts';
import { manualClock } from '../store/engines.ts';
import {
  accountFixture,
  AU_DEALER,
  Browser,
  lastCode,
  local,
  outboxLines,
  type AccountFixture,
} from './account-fixture.ts';

const PHONE = '0412 345 678';
const E164 = '+61412345678';
const TEN_MINUTES = 10 * 60_000;
const LIMITS: SignInLimits = {
  sendsPerIp: { max: 3, timeWindowMs: TEN_MINUTES },
  sendsPerTenant: { max: 8, timeWindowMs: TEN_MINUTES },
  checksPerIp: { max: 4, timeWindowMs: TEN_MINUTES },
};

describeEachEngine('sign-in limits', (engine) => {
  let fixture: AccountFixture;
  let browser: Browser;

  afterEach(() => fixture?.close());

  /** A request from a given client address. */
  const from = (address: string, url: string, body: object) =>
    fixture.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      headers: { ...local(AU_DEALER), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  describe('without address limits', () => {
    beforeEach(async () => {
      fixture = await accountFixture({ engine, clock: manualClock().now, dealers: [AU_DEALER] });
      browser = new Browser(fixture.app, local(AU_DEALER));
    });

    it('counts parallel guesses: at most five checks of one code, ever', async () => {
      await browser.post('/api/auth/send-code', { phone_number: PHONE });
      const right = lastCode(fixture.dataDir, E164);
      const wrong = right === '000000' ? '111111' : '000000';
      const guesses = await Promise.all(
        Array.from({ length: 12 }, () =>
          browser.post('/api/auth/verify-code', { phone_number: PHONE, code: wrong }),
        ),
      );
      expect(guesses.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
      expect(guesses.filter((answer) => answer.statusCode === 429)).toHaveLength(7);
      const late = await browser.post('/api/auth/verify-code', {
        phone_number: PHONE,
        code: right,
      });
      expect(late.statusCode).toBe(429);
    });

    it('counts parallel sends: at most five codes a number', async () => {
      const sends = await Promise.all(
        Array.from({ length: 9 }, () =>
          browser.post('/api/auth/send-code', { phone_number: PHONE }),
        ),
      );
      expect(sends.filter((answer) => answer.statusCode === 202)).toHaveLength(5);
      expect(sends.filter((answer) => answer.statusCode === 429)).toHaveLength(4);
      expect(outboxLines(fixture.dataDir)).toHaveLength(5);
    });
  });

  describe('with address and dealer limits', () => {
    beforeEach(async () => {
      fixture = await accountFixture({
        engine,
        clock: manualClock().now,
        dealers: [AU_DEALER],
        limits: LIMITS,
      });
    });

    it('limits the codes one address asks for, whatever the numbers', async () => {
      for (let i = 0; i < 3; i++) {
        const sent = await from('203.0.113.7', '/api/auth/send-code', {
          phone_number: `041234500${i}`,
        });
        expect(sent.statusCode).toBe(202);
      }
      const refused = await from('203.0.113.7', '/api/auth/send-code', {
        phone_number: '0412345009',
      });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      expect(refused.json()).toEqual({
        error: 'Too many codes requested. Try again in 10 minutes.',
      });
      // Another address is not held back.
      expect(
        (await from('198.51.100.2', '/api/auth/send-code', { phone_number: '0412345009' }))
          .statusCode,
      ).toBe(202);
    });

    it('limits the codes one dealer sends from every address together', async () => {
      const answers = [];
      for (let i = 0; i < 9; i++) {
        answers.push(
          await from(`198.51.100.${i}`, '/api/auth/send-code', { phone_number: `04123451${i}0` }),
        );
      }
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        202, 202, 202, 202, 202, 202, 202, 202, 429,
      ]);
    });

    it('limits the codes one address checks, across numbers', async () => {
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        const answer = await from('203.0.113.9', '/api/auth/verify-code', {
          phone_number: `041234560${i}`,
          code: '123456',
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
    });
  });
});
