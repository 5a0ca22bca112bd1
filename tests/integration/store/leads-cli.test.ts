/**
 * `npm run leads` through its exported main function, against the real store on SQLite (with
 * --data-dir) and PostgreSQL (with DATABASE_URL): list, show, retry, export, and the errors
 * an operator meets.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runLeadsCli } from '../../../src/server/api/leads-cli/index.ts';
import type { Store } from '../../../src/server/api/store/index.ts';
import { describeEachEngine } from './each-engine.ts';
import { manualClock } from './engines.ts';
import { leadsCliOn } from './leads-cli-on.ts';
import { enquiry, financeStep, uniqueTenant } from './sample-leads.ts';

describeEachEngine('leads CLI', (engine) => {
  let store: Store;
  let cwd = '';
  const tenant = uniqueTenant();
  let tricky = '';
  let plain = '';
  let step = '';

  beforeAll(async () => {
    cwd = await mkdtemp(path.join(tmpdir(), 'forecourt-cli-'));
  });
  afterAll(() => rm(cwd, { recursive: true, force: true }));
  beforeEach(async () => {
    const clock = manualClock();
    store = await engine.open(clock.now);
    const first = await store.acceptLead({
      ...enquiry(tenant),
      fields: {
        name: 'Jo, "JJ"',
        last_name: 'Smith\nJones',
        email: '=cmd|calc',
        phone: '0412555012',
        postcode: '2000',
        category: 'General Enquiry',
      },
    });
    clock.advance(24 * 3_600_000);
    const second = await store.acceptLead(enquiry(tenant, 'Kim'));
    clock.advance(60_000);
    const third = await store.acceptLead(financeStep(tenant, 2, 'incomplete'));
    if (first.kind !== 'accepted' || second.kind !== 'accepted' || third.kind !== 'accepted') {
      throw new Error('sample leads not accepted');
    }
    [tricky, plain, step] = [first.leadId, second.leadId, third.leadId];
  });

  const cli = (...argv: string[]) => leadsCliOn(engine, argv, cwd);

  it('prints its usage for --help, and on stderr with exit 2 without a command', async () => {
    const help = await cli('--help');
    const bare = await runLeadsCli([], {
      out: () => undefined,
      err: () => undefined,
      env: {},
      cwd,
    });

    expect(help).toMatchObject({ code: 0, err: '' });
    expect(help.out).toContain('Usage: npm run leads -- <command> [options]');
    expect(help.out).toContain('DATABASE_URL');
    expect(bare).toBe(2);
  });

  it('lists a dealer’s leads with their deliveries, filtered by status and day', async () => {
    const all = await cli('list', `--dealer=${tenant}`);
    const steps = await cli('list', `--dealer=${tenant}`, '--status=incomplete');
    const recent = await cli('list', `--dealer=${tenant}`, '--since=2025-03-02');

    expect(all.code).toBe(0);
    const lines = all.out.trimEnd().split('\n');
    expect(lines[0]).toMatch(
      /^LEAD\s+RECEIVED \(UTC\)\s+STATUS\s+FORM\s+NAME\s+EMAIL\s+DELIVERIES$/,
    );
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`${tricky}  2025-03-01 00:00`);
    expect(lines[1]).toContain('Jo, "JJ" Smith Jones');
    expect(lines[2]).toMatch(
      new RegExp(
        `^${plain}\\s+2025-03-02 00:00\\s+complete\\s+enquiry\\s+Kim Nguyen\\s+alex@example.test\\s+crm: pending; email: pending$`,
      ),
    );
    expect(lines.at(-1)).toBe(`3 leads for ${tenant}.`);
    expect(steps.out).toContain(step);
    expect(steps.out).not.toContain(plain);
    expect(recent.out).not.toContain(tricky);
    expect(recent.out).toContain(plain);
  });

  it('names the dealers it knows when --dealer is unknown', async () => {
    const unknown = await cli('list', '--dealer=no-such-motors');
    const empty = await cli('list', '--dealer=totara-motors');
    const missing = await cli('list');

    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Unknown dealer 'no-such-motors'. Dealers:");
    expect(unknown.err).toContain('kestrel-bay-subaru');
    expect(unknown.err).toContain(tenant);
    expect(empty).toMatchObject({ code: 0, out: 'No leads for totara-motors.\n' });
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Name the dealer with --dealer=<slug>.');
  });

  it('refuses a malformed day or status before opening the store', async () => {
    const day = await cli('list', `--dealer=${tenant}`, '--since=2025-02-30');
    const status = await cli('export', `--dealer=${tenant}`, '--status=done');
    const option = await cli('list', '--colour=red');

    expect(day.code).toBe(2);
    expect(day.err).toContain("--since must be a day written YYYY-MM-DD, not '2025-02-30'.");
    expect(status.code).toBe(2);
    expect(option.code).toBe(2);
    expect(option.err).toContain('--colour');
  });

  it('shows one lead in full, and says so when none has that id', async () => {
    const shown = await cli('show', plain);
    const stepShown = await cli('show', step);
    const unknown = await cli('show', 'lead_nothere');

    expect(shown.code).toBe(0);
    expect(shown.out).toContain(`Lead ${plain} for ${tenant}`);
    expect(shown.out).toContain('  form:      enquiry, event 15');
    expect(shown.out).toContain('  car:       2019 Subaru Forester 2.5i-S (stock S123)');
    expect(shown.out).toContain('  message: Is it still available?');
    expect(shown.out).toMatch(
      / {2}crm: pending, 0 attempts, next attempt 2025-03-02T00:00:00.000Z\n {4}delivery id dlv_/,
    );
    expect(stepShown.out).toContain('  progress:  step 2, 67 %');
    expect(stepShown.out).toContain('Deliveries: none');
    expect(unknown).toMatchObject({ code: 1, err: "No lead 'lead_nothere' is stored.\n" });
  });

  it('exports the dealer’s leads as CSV, quoted and safe for spreadsheets', async () => {
    const exported = await cli('export', `--dealer=${tenant}`, '--status=complete');

    expect(exported.code).toBe(0);
    const rows = exported.out.split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toBe(
      'lead_id,name,last_name,email,phone,postcode,category,form,event_id,car,created,status,deliveries',
    );
    expect(rows[1]).toBe(
      `${tricky},"Jo, ""JJ""","Smith\nJones",'=cmd|calc,0412555012,2000,General Enquiry,` +
        'enquiry,15,2019 Subaru Forester 2.5i-S (stock S123),2025-03-01T00:00:00.000Z,complete,' +
        'crm: pending; email: pending',
    );
    expect(rows[2]).toMatch(new RegExp(`^${plain},Kim,Nguyen,`));
    expect(rows[3]).toBe('');
  });

  it('writes the export to a file relative to where the command was typed', async () => {
    const written = await cli('export', `--dealer=${tenant}`, '--out=leads.csv');

    expect(written.code).toBe(0);
    expect(written.err).toBe(`Wrote 3 leads of ${tenant} to ${path.join(cwd, 'leads.csv')}.\n`);
    const csv = await readFile(path.join(cwd, 'leads.csv'), 'utf8');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 3);
  });

  it('retries a lead’s dead and disabled deliveries, or all of a dealer’s', async () => {
    const claimed = await store.claimDueJobs({
      now: new Date('2025-03-05T00:00:00Z'),
      limit: 10,
      leaseMs: 1,
    });
    for (const job of claimed) await store.deadLetter(job.id, 'HTTP 500');

    const one = await cli('retry', tricky);
    const again = await cli('retry', tricky);
    const dealer = await cli('retry', '--dead', `--dealer=${tenant}`);
    const unknown = await cli('retry', 'lead_nothere');
    const vague = await cli('retry');

    expect(one.code).toBe(0);
    expect(one.out).toContain(`Queued 2 deliveries of ${tricky} again: `);
    expect(again.out).toBe(
      `Nothing to retry for ${tricky}: no delivery of it is dead or disabled.\n`,
    );
    expect(dealer.out).toContain(`Queued 2 deliveries of ${tenant} again: `);
    expect(dealer.out).toContain(`(${plain})`);
    expect((await store.jobsForLead(plain)).map((job) => job.status)).toEqual([
      'pending',
      'pending',
    ]);
    expect(unknown.code).toBe(1);
    expect(vague.code).toBe(2);
  });
});

describe('leads CLI without a store', () => {
  it('says where it looked when no SQLite file exists', async () => {
    let err = '';
    const empty = await mkdtemp(path.join(tmpdir(), 'forecourt-cli-empty-'));
    try {
      const code = await runLeadsCli(['list', '--dealer=x', `--data-dir=${empty}`], {
        out: () => undefined,
        err: (text) => (err += text),
        env: {},
        cwd: empty,
      });
      expect(code).toBe(1);
      expect(err).toContain(`No leads are stored in ${empty} yet`);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it('reports a database it cannot reach without its URL', async () => {
    let err = '';
    const code = await runLeadsCli(['show', 'lead_x'], {
      out: () => undefined,
      err: (text) => (err += text),
      env: { DATABASE_URL: 'postgres://postgres:secret@127.0.0.1:1/forecourt' },
      cwd: tmpdir(),
    });

    expect(code).toBe(1);
    expect(err).toContain('Could not open the lead store in PostgreSQL (DATABASE_URL): ');
    expect(err).not.toContain('secret');
  });
});
