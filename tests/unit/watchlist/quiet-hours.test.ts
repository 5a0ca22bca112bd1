import { describe, expect, it } from 'vitest';
import { alertSendTime, inQuietHours } from '../../../src/lib/watchlist/quiet-hours.ts';

const SYDNEY = 'Australia/Sydney';
const AUCKLAND = 'Pacific/Auckland';
const PERTH = 'Australia/Perth';
const at = (iso: string) => new Date(iso);
const sendTime = (iso: string, zone: string) => alertSendTime(at(iso), zone).toISOString();

describe('quiet hours (9 pm to 8 am in the dealer’s zone)', () => {
  it('sends at once during the day, up to a minute before 9 pm', () => {
    // 10:00 and 20:59 in Sydney (AEDT, UTC+11).
    expect(sendTime('2026-11-25T23:00:00.000Z', SYDNEY)).toBe('2026-11-25T23:00:00.000Z');
    expect(sendTime('2026-11-26T09:59:30.000Z', SYDNEY)).toBe('2026-11-26T09:59:30.000Z');
    // 08:00 sharp is no longer quiet.
    expect(sendTime('2026-11-25T21:00:00.000Z', SYDNEY)).toBe('2026-11-25T21:00:00.000Z');
  });

  it('holds an alert from 9 pm until 8 am the next day', () => {
    // 21:00 Thursday 26 Nov in Sydney → 08:00 Friday 27 Nov (21:00Z on the 26th).
    expect(sendTime('2026-11-26T10:00:00.000Z', SYDNEY)).toBe('2026-11-26T21:00:00.000Z');
    // 23:30 → the same 08:00.
    expect(sendTime('2026-11-26T12:30:00.000Z', SYDNEY)).toBe('2026-11-26T21:00:00.000Z');
  });

  it('holds an alert after midnight until 8 am the same day', () => {
    // 03:15 Friday in Sydney → 08:00 Friday.
    expect(sendTime('2026-11-26T16:15:00.000Z', SYDNEY)).toBe('2026-11-26T21:00:00.000Z');
    // 07:59 → one minute later.
    expect(sendTime('2026-11-26T20:59:00.000Z', SYDNEY)).toBe('2026-11-26T21:00:00.000Z');
  });

  it('uses the dealer’s own zone: Auckland and Perth', () => {
    // 22:00 in Auckland (NZDT, UTC+13) on 26 Nov → 08:00 on 27 Nov = 19:00Z on the 26th.
    expect(sendTime('2026-11-26T09:00:00.000Z', AUCKLAND)).toBe('2026-11-26T19:00:00.000Z');
    // The same instant is 17:00 in Perth (UTC+8, no daylight saving): sent at once.
    expect(sendTime('2026-11-26T09:00:00.000Z', PERTH)).toBe('2026-11-26T09:00:00.000Z');
    // 06:00 in Perth → 08:00, 00:00Z.
    expect(sendTime('2026-11-25T22:00:00.000Z', PERTH)).toBe('2026-11-26T00:00:00.000Z');
  });

  it('is right across daylight-saving changes (8 am local on the changed day)', () => {
    // Sydney leaves daylight saving at 03:00 on Sunday 5 April 2026 (UTC+11 → UTC+10).
    // 22:00 Saturday (AEDT) = 11:00Z → 08:00 Sunday AEST = 22:00Z Saturday.
    expect(sendTime('2026-04-04T11:00:00.000Z', SYDNEY)).toBe('2026-04-04T22:00:00.000Z');
    // Sydney starts daylight saving at 02:00 on Sunday 4 October 2026 (UTC+10 → UTC+11).
    // 22:00 Saturday (AEST) = 12:00Z → 08:00 Sunday AEDT = 21:00Z Saturday.
    expect(sendTime('2026-10-03T12:00:00.000Z', SYDNEY)).toBe('2026-10-03T21:00:00.000Z');
    // Auckland starts daylight saving on Sunday 27 September 2026 at 02:00 (UTC+12 → +13).
    // 01:00 Sunday NZST = 13:00Z Saturday → 08:00 NZDT = 19:00Z Saturday.
    expect(sendTime('2026-09-26T13:00:00.000Z', AUCKLAND)).toBe('2026-09-26T19:00:00.000Z');
  });

  it('says whether an instant is quiet', () => {
    expect(inQuietHours(at('2026-11-26T10:00:00.000Z'), SYDNEY)).toBe(true);
    expect(inQuietHours(at('2026-11-26T09:59:59.000Z'), SYDNEY)).toBe(false);
    expect(inQuietHours(at('2026-11-26T20:59:59.000Z'), SYDNEY)).toBe(true);
    expect(inQuietHours(at('2026-11-26T21:00:00.000Z'), SYDNEY)).toBe(false);
  });
});
