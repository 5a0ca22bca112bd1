/**
 * The leads CLI's watch alert commands against the real store on SQLite and PostgreSQL:
 * `alerts` lists a dealer's alerts (by status), `resend-alert` queues a sent one again,
 * past the once-per-change rule, and the errors an operator meets.
 */
import { beforeEach, expect, it } from 'vitest';
import type { BuildStock, Store } from '../../../src/server/api/store/index.ts';
import { describeEachEngine } from '../store/each-engine.ts';
import { manualClock } from '../store/engines.ts';
import { leadsCliOn } from '../store/leads-cli-on.ts';

const DEALER = 'ironbark-motorcycles';
const PHONE = '+61412345678';
/** 10:00 in Perth. */
const START = new Date('2026-11-26T02:00:00.000Z');

function stock(builtAt: string, price: number): BuildStock {
  return {
    tenant: DEALER,
    builtAt,
    dealerName: 'Ironbark Motorcycles',
    siteUrl: 'https://www.ironbarkmotorcycles.com.au',
    timeZone: 'Australia/Perth',
    vehicleKind: 'motorcycle',
    car: (carId) =>
      carId === 7
        ? {
            id: 7,
            name: '2022 Honda CB650R',
            path: '/cars/honda-cb650r-7',
            price,
            sold: false,
            reserved: false,
          }
        : undefined,
  };
}

describeEachEngine('leads CLI alert commands', (engine) => {
  let store: Store;
  let clock = manualClock();

  beforeEach(async () => {
    clock = manualClock(START);
    store = await engine.open(clock.now);
  });

  const cli = (...argv: string[]) => leadsCliOn(engine, argv);

  async function recordDrop(): Promise<string> {
    const car = stock('2026-11-26T01:00:00.000Z', 12_990).car(7) ?? {};
    await store.saveWatchedCar({
      tenant: DEALER,
      phone: PHONE,
      carId: 7,
      car,
      seenInBuild: '2026-11-26T01:00:00.000Z',
    });
    expect(
      await store.watchAlerts.recordBuildChanges(stock('2026-11-26T01:30:00.000Z', 11_990)),
    ).toBe(1);
    const [alert] = await store.watchAlerts.listAlerts(DEALER);
    if (!alert) throw new Error('no alert recorded');
    return alert.id;
  }

  it('lists a dealer’s alerts, and filters them by status', async () => {
    expect(await cli('alerts', `--dealer=${DEALER}`)).toEqual({
      code: 0,
      out: `No watch alerts for ${DEALER}.\n`,
      err: '',
    });
    const id = await recordDrop();
    const listed = await cli('alerts', `--dealer=${DEALER}`);
    expect(listed.code).toBe(0);
    const lines = listed.out.trim().split('\n');
    expect(lines[0]).toMatch(
      /^ALERT\s+FOUND \(UTC\)\s+KIND\s+STATUS\s+PHONE\s+CHANGE\s+SENT \/ DUE \(UTC\)$/,
    );
    expect(lines[1]).toContain(id);
    expect(lines[1]).toContain('price_drop');
    expect(lines[1]).toContain('pending');
    expect(lines[1]).toContain(PHONE);
    expect(lines[1]).toContain('2022 Honda CB650R is now $11,990 (was $12,990)');
    expect(lines[1]).toContain('due 2026-11-26 02:00');
    expect(lines[2]).toBe(`1 alert for ${DEALER}.`);
    expect((await cli('alerts', `--dealer=${DEALER}`, '--status=sent')).out).toBe(
      `No watch alerts for ${DEALER} (sent).\n`,
    );
  });

  it('queues a sent alert again and says so', async () => {
    const id = await recordDrop();
    await store.watchAlerts.recordAlertAttempt(id, {
      kind: 'sent',
      smsSentAt: START.toISOString(),
      emailTo: null,
      emailSentAt: null,
    });
    clock.advance(3_600_000);
    const resent = await cli('resend-alert', id);
    expect(resent.code).toBe(0);
    expect(resent.out).toContain(
      `Queued alert ${id} (price_drop, ${DEALER}) to be sent again (resend 1)`,
    );
    // The CLI runs on the real clock: due now, or at 8 am in Perth in quiet hours.
    expect(resent.out).toMatch(/sends it from \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \(UTC;/);
    const [alert] = await store.watchAlerts.listAlerts(DEALER);
    expect(alert).toMatchObject({ status: 'pending', resends: 1, smsSentAt: null, attempts: 0 });
    expect((await cli('alerts', `--dealer=${DEALER}`, '--status=pending')).out).toContain(
      'pending (resent 1x)',
    );
  });

  it('resends in quiet hours from 8 am at the dealer', async () => {
    const id = await recordDrop();
    clock.advance(13 * 3_600_000); // 23:00 in Perth
    expect(await store.watchAlerts.resendAlert(id)).toMatchObject({
      dueAt: '2026-11-27T00:00:00.000Z',
      resends: 1,
    });
    clock.advance(10 * 3_600_000); // 09:00
    expect(await store.watchAlerts.resendAlert(id)).toMatchObject({
      dueAt: '2026-11-27T01:00:00.000Z',
      resends: 2,
    });
  });

  it('answers an unknown alert, a bad status and a missing id as the other commands do', async () => {
    expect(await cli('resend-alert', 'alr_nothing')).toMatchObject({
      code: 1,
      err: "No watch alert 'alr_nothing' is stored.\n",
    });
    const status = await cli('alerts', `--dealer=${DEALER}`, '--status=complete');
    expect(status.code).toBe(2);
    expect(status.err).toContain(
      "--status is pending, sent, failed, cancelled for alerts, not 'complete'.",
    );
    const bare = await cli('resend-alert');
    expect(bare.code).toBe(2);
    expect(bare.err).toContain('Name the alert: resend-alert <alert-id>.');
    expect((await cli('alerts')).code).toBe(2);
    const help = await cli('--help');
    expect(help.out).toContain('resend-alert <alert-id>');
  });
});
