/**
 * Lead e-mail for real: over SMTP to an smtp-server on loopback, and as .eml files in the
 * outbox folder when no SMTP server is configured. Each message carries one lead, its
 * text/plain part is the ADF document (valid against the DTD), and refusals map to outcomes.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryLead } from '../../../src/lib/delivery/index.ts';
import { deliver, outboxFile } from '../../../src/server/api/delivery/index.ts';
import { demoTestDrive, tradeInValuation, usedCarEnquiry } from '../../fixtures/adf/leads.ts';
import { decodeHeader, leafParts, parseMime, type MimePart } from './mime.ts';
import { startSmtpReceiver, type ReceivedMessage, type SmtpReceiver } from './smtp-receiver.ts';
import { validateAdf, xmllintSkipReason } from './xmllint.ts';

const TO = ['crm@harbour-motors.example.com', 'manager@harbour-motors.example.com'];
const email = { kind: 'email', to: TO } as const;

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-delivery-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function partOfType(message: MimePart, type: string): MimePart {
  const part = leafParts(message).find((leaf) => leaf.type === type);
  if (!part) throw new Error(`no ${type} part`);
  return part;
}

/** The ADF document in a message's plain-text part is valid (when xmllint is here to say). */
async function expectValidAdf(message: MimePart): Promise<void> {
  const adf = partOfType(message, 'text/plain').text;
  expect(adf.startsWith('<?xml version="1.0"?>')).toBe(true);
  if (xmllintSkipReason === null)
    expect(await validateAdf(adf)).toEqual({ valid: true, messages: '' });
}

/** A loopback port nothing listens on: taken from the OS, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('e-mail by SMTP', () => {
  let smtp: SmtpReceiver | undefined;
  afterEach(async () => {
    await smtp?.close();
    smtp = undefined;
  });

  const send = (lead: DeliveryLead, deliveryId: string, smtpUrl: string) =>
    deliver(email, lead, {
      deliveryId,
      dataDir,
      smtpUrl,
      from: 'Harbour Leads <leads@forecourt.example.com>',
    });

  it('delivers one message per lead, ADF as its plain text and a summary as its HTML', async () => {
    smtp = await startSmtpReceiver();
    const url = `smtp://127.0.0.1:${smtp.port}`;

    expect(await send(usedCarEnquiry(), 'dlv_1', url)).toEqual({ kind: 'delivered' });
    expect(await send(tradeInValuation(), 'dlv_2', url)).toEqual({ kind: 'delivered' });

    expect(smtp.messages).toHaveLength(2);
    type Arrived = ReceivedMessage & { mime: MimePart };
    const [first, second] = smtp.messages.map((m) => ({ ...m, mime: parseMime(m.raw) })) as [
      Arrived,
      Arrived,
    ];
    expect(first.from).toBe('leads@forecourt.example.com');
    expect(first.to).toEqual(TO);
    expect(first.mime.headers.get('message-id')).toBe(
      '<lead-delivery.dlv_1@forecourt.example.com>',
    );
    expect(decodeHeader(first.mime.headers.get('subject') ?? '')).toBe(
      'New lead: Used Car Enquiry – 2021 Toyota RAV4 GXL',
    );
    expect(first.mime.type).toBe('multipart/alternative');
    expect(first.mime.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html']);
    await expectValidAdf(first.mime);
    const adf = partOfType(first.mime, 'text/plain').text;
    expect(adf.match(/<prospect /g)).toHaveLength(1);
    expect(adf).toContain('<id sequence="1" source="Forecourt">lead_01HX7Q0ZP4</id>');
    expect(partOfType(first.mime, 'text/html').text).toContain('Alex Nguyen');

    const secondAdf = partOfType(second.mime, 'text/plain').text;
    expect(secondAdf).toContain('lead_01HX7Q2TI');
    expect(secondAdf).not.toContain('lead_01HX7Q0ZP4');
    expect(secondAdf).toContain('<vehicle interest="trade-in" status="used">');
    await expectValidAdf(second.mime);
  });

  it('sends the same Message-ID when a delivery is attempted again', async () => {
    smtp = await startSmtpReceiver();
    const url = `smtp://127.0.0.1:${smtp.port}`;
    await send(demoTestDrive(), 'dlv_again', url);
    await send(demoTestDrive(), 'dlv_again', url);
    const ids = smtp.messages.map((m) => parseMime(m.raw).headers.get('message-id'));
    expect(ids).toEqual([
      '<lead-delivery.dlv_again@forecourt.example.com>',
      '<lead-delivery.dlv_again@forecourt.example.com>',
    ]);
    const dates = smtp.messages.map((m) => parseMime(m.raw).headers.get('date'));
    expect(dates[0]).toBe(dates[1]);
  });

  it('signs in with the user and password of the SMTP URL', async () => {
    smtp = await startSmtpReceiver({ credentials: { user: 'leads', pass: 's3cret' } });
    const good = `smtp://leads:s3cret@127.0.0.1:${smtp.port}`;
    const bad = `smtp://leads:wrong@127.0.0.1:${smtp.port}`;
    expect(await send(usedCarEnquiry(), 'dlv_auth', good)).toEqual({ kind: 'delivered' });
    expect(await send(usedCarEnquiry(), 'dlv_auth_bad', bad)).toEqual({
      kind: 'failed',
      error: 'SMTP 535 (EAUTH)',
    });
    expect(smtp.messages).toHaveLength(1);
  });

  it.each([
    ['recipients', { rejectRecipientsWith: 451 }, { kind: 'retry', error: 'SMTP 451 (EENVELOPE)' }],
    [
      'recipients',
      { rejectRecipientsWith: 550 },
      { kind: 'failed', error: 'SMTP 550 (EENVELOPE)' },
    ],
    ['the message', { rejectDataWith: 451 }, { kind: 'retry', error: 'SMTP 451 (EMESSAGE)' }],
    ['the message', { rejectDataWith: 554 }, { kind: 'failed', error: 'SMTP 554 (EMESSAGE)' }],
  ] as const)('a server refusing %s with %o gives %o', async (_what, options, outcome) => {
    smtp = await startSmtpReceiver(options);
    expect(await send(usedCarEnquiry(), 'dlv_refused', `smtp://127.0.0.1:${smtp.port}`)).toEqual(
      outcome,
    );
    expect(smtp.messages).toHaveLength(0);
  });

  it('retries when no SMTP server answers', async () => {
    const outcome = await send(
      usedCarEnquiry(),
      'dlv_down',
      `smtp://127.0.0.1:${await closedPort()}`,
    );
    expect(outcome).toEqual({ kind: 'retry', error: 'SMTP connection failed (ESOCKET)' });
  });
});

describe('e-mail to the outbox folder (no SMTP server configured)', () => {
  const tenantDir = () => path.join(dataDir, 'outbox', 'harbour-motors');

  it('writes each delivery as <dataDir>/outbox/<tenant>/<delivery id>.eml', async () => {
    expect(await deliver(email, usedCarEnquiry(), { deliveryId: 'dlv_eml_1', dataDir })).toEqual({
      kind: 'delivered',
    });
    const file = outboxFile(dataDir, 'harbour-motors', 'dlv_eml_1');
    expect(file).toBe(path.join(tenantDir(), 'dlv_eml_1.eml'));
    const raw = await readFile(file, 'utf8');
    expect(
      raw.split('\n').every((line, i, all) => i === all.length - 1 || line.endsWith('\r')),
    ).toBe(true);
    const message = parseMime(raw);
    expect(message.headers.get('from')).toBe('leads@forecourt.localhost');
    expect(message.headers.get('to')).toBe(TO.join(', '));
    expect(message.headers.get('message-id')).toBe('<lead-delivery.dlv_eml_1@forecourt.localhost>');
    await expectValidAdf(message);
  });

  it('rewrites the same file when a delivery is attempted again, leaving nothing else behind', async () => {
    await deliver(email, demoTestDrive(), { deliveryId: 'dlv_eml_2', dataDir });
    await deliver(email, demoTestDrive(), { deliveryId: 'dlv_eml_2', dataDir });
    const files = (await readdir(tenantDir())).filter((name) => name.startsWith('dlv_eml_2'));
    expect(files).toEqual(['dlv_eml_2.eml']);
    expect((await readdir(tenantDir())).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a delivery id that is not a plain file name', async () => {
    const outcome = await deliver(email, usedCarEnquiry(), { deliveryId: '../escape', dataDir });
    expect(outcome).toEqual({
      kind: 'failed',
      error: 'the tenant or delivery id cannot name an outbox file',
    });
    expect(await readdir(dataDir)).not.toContain('escape.eml');
  });

  it('retries when the folder cannot be written', async () => {
    const blocked = await mkdtemp(path.join(tmpdir(), 'forecourt-blocked-'));
    await writeFile(path.join(blocked, 'outbox'), 'a file where the folder should be');
    try {
      const outcome = await deliver(email, usedCarEnquiry(), {
        deliveryId: 'dlv_x',
        dataDir: blocked,
      });
      expect(outcome).toEqual({ kind: 'retry', error: 'outbox file not written (ENOTDIR)' });
    } finally {
      await rm(blocked, { recursive: true, force: true });
    }
  });

  it('fails an e-mail destination without addresses', async () => {
    const outcome = await deliver({ kind: 'email', to: [] }, usedCarEnquiry(), {
      deliveryId: 'dlv_y',
      dataDir,
    });
    expect(outcome).toEqual({ kind: 'failed', error: 'the e-mail destination has no address' });
  });
});
