/**
 * SMS providers' HTTP APIs as real servers on a loopback port the OS picks: Twilio's Messages
 * API (Basic auth with the account SID and auth token, a form-encoded body, 201 with the
 * message resource) and a generic gateway (Bearer token, a JSON body). Each records what it
 * took and answers what the test sets.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedSms {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  /** The form fields (Twilio) or the JSON body (gateway). */
  fields: Record<string, unknown>;
}

export interface SmsReceiver {
  /** The origin to point TWILIO_API_BASE or SMS_GATEWAY_URL at. */
  origin: string;
  received: ReceivedSms[];
  /** The status of the next answers; the provider's success until a test says otherwise. */
  status: number | null;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

async function startReceiver(
  parse: (body: string) => Record<string, unknown>,
  answer: (req: IncomingMessage, res: ServerResponse, receiver: SmsReceiver) => void,
): Promise<SmsReceiver> {
  const receiver = { received: [], status: null } as unknown as SmsReceiver;
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      receiver.received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        fields: parse(body),
      });
      answer(req, res, receiver);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  receiver.origin = `http://127.0.0.1:${port}`;
  receiver.close = () =>
    new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
  return receiver;
}

/** Twilio's Messages API for one account: other credentials get Twilio's 401. */
export function startTwilioReceiver(accountSid: string, authToken: string): Promise<SmsReceiver> {
  const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return startReceiver(
    (body) => Object.fromEntries(new URLSearchParams(body)),
    (req, res, receiver) => {
      const json = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.headers.authorization !== expected) {
        json(401, { code: 20003, message: 'Authenticate', status: 401 });
        return;
      }
      if (req.url !== `/2010-04-01/Accounts/${accountSid}/Messages.json`) {
        json(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
        return;
      }
      if (receiver.status !== null) {
        json(receiver.status, {
          code: 21211,
          message: "The 'To' number is not valid.",
          status: receiver.status,
        });
        return;
      }
      json(201, { sid: 'SM0123456789abcdef0123456789abcdef', status: 'queued' });
    },
  );
}

/** A gateway taking `{ to, body, tenant }` JSON with one Bearer token. */
export function startGatewayReceiver(token: string): Promise<SmsReceiver> {
  return startReceiver(
    (body) => JSON.parse(body) as Record<string, unknown>,
    (req, res, receiver) => {
      if (req.headers.authorization !== `Bearer ${token}`) {
        res.writeHead(401).end();
        return;
      }
      res.writeHead(receiver.status ?? 200, { 'content-type': 'application/json' }).end('{}');
    },
  );
}
