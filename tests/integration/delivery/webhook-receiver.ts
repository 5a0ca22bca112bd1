/**
 * A real webhook receiver on a loopback port the OS picks, as a dealer's CRM would run one: it
 * verifies the Standard Webhooks signature with the `standardwebhooks` package, keeps each
 * delivery once by its webhook-id (a repeat is acknowledged and counted, not processed again),
 * and answers what the test sets.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
}

export interface WebhookReceiver {
  url: string;
  /** Verified payloads, one per webhook-id, in arrival order. */
  processed: unknown[];
  /** webhook-ids seen again after they were processed. */
  duplicates: string[];
  /** Requests whose signature did not verify. */
  rejected: number;
  /** What the next requests are answered; 200 until a test says otherwise. */
  answer: ReceiverAnswer;
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

export async function startWebhookReceiver(secret: string): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret);
  const seen = new Set<string>();
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = {
    processed: [],
    duplicates: [],
    rejected: 0,
    answer: { status: 200 },
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    let payload: unknown;
    try {
      payload = verifier.verify(body, req.headers as Record<string, string>);
    } catch {
      receiver.rejected += 1;
      res.writeHead(401).end();
      return;
    }
    const { status, headers = {} } = receiver.answer;
    const id = String(req.headers['webhook-id']);
    if (status >= 200 && status < 300) {
      if (seen.has(id)) receiver.duplicates.push(id);
      else {
        seen.add(id);
        receiver.processed.push(payload);
      }
    }
    res.writeHead(status, headers).end();
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
