/**
 * A dealer CRM's webhook endpoint for the outage bench, on a loopback port fixed before it
 * first listens (the dealer's config names the URL): it verifies each Standard Webhooks
 * signature with the `standardwebhooks` package, processes each webhook-id once and
 * acknowledges repeats without processing them, and can be down (connection refused),
 * failing (500) or up.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceiverMode = 'down' | 'failing' | 'up';

export interface DedupReceiver {
  readonly url: string;
  readonly mode: ReceiverMode;
  /** Signed requests answered 2xx, repeats included (delivery is at least once). */
  readonly raw: number;
  /** Signed requests answered 500 while failing. */
  readonly failed: number;
  /** Requests whose signature did not verify (answered 401). */
  readonly rejected: number;
  /** Lead ids of the processed deliveries, one per webhook-id. */
  readonly leadIds: ReadonlySet<string>;
  /** Distinct webhook-ids processed. */
  readonly unique: number;
  setMode(mode: ReceiverMode): Promise<void>;
  /** Resolves once `count` distinct webhook-ids have been processed. */
  whenUnique(count: number): Promise<void>;
  close(): Promise<void>;
}

/** A free loopback port: the receiver's URL must be known while it is still down. */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Where the receiver on `port` takes deliveries. */
export function receiverUrl(port: number): string {
  return `http://127.0.0.1:${port}/hooks/leads`;
}

export function createDedupReceiver(port: number, secret: string): DedupReceiver {
  const verifier = new Webhook(secret);
  const seen = new Set<string>();
  const leadIds = new Set<string>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const state = { mode: 'down' as ReceiverMode, raw: 0, failed: 0, rejected: 0 };
  let server: Server | null = null;

  async function handle(req: IncomingMessage): Promise<number> {
    const body = await readBody(req);
    let payload: { id?: unknown; lead?: { id?: unknown } };
    try {
      payload = verifier.verify(body, req.headers as Record<string, string>) as typeof payload;
    } catch {
      state.rejected++;
      return 401;
    }
    if (state.mode !== 'up') {
      state.failed++;
      return 500;
    }
    state.raw++;
    const id = String(req.headers['webhook-id']);
    if (!seen.has(id)) {
      seen.add(id);
      leadIds.add(String(payload.lead?.id));
      for (const waiter of waiters.filter((w) => seen.size >= w.count)) waiter.resolve();
    }
    return 200;
  }

  async function listen(): Promise<void> {
    const started = createServer((req, res) => {
      void handle(req).then((status) => res.writeHead(status).end());
    });
    await new Promise<void>((resolve) => started.listen(port, '127.0.0.1', resolve));
    server = started;
  }

  async function shut(): Promise<void> {
    const running = server;
    server = null;
    if (!running) return;
    running.closeAllConnections();
    await new Promise<void>((resolve) => running.close(() => resolve()));
  }

  return {
    url: receiverUrl(port),
    get mode() {
      return state.mode;
    },
    get raw() {
      return state.raw;
    },
    get failed() {
      return state.failed;
    },
    get rejected() {
      return state.rejected;
    },
    leadIds,
    get unique() {
      return seen.size;
    },
    async setMode(mode) {
      state.mode = mode;
      if (mode === 'down') await shut();
      else if (!server) await listen();
    },
    whenUnique(count) {
      if (seen.size >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    close: shut,
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}
