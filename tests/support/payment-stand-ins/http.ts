/**
 * The plumbing the payment providers' stand-ins share: a real HTTP server on a loopback port
 * the OS picks, request bodies read whole, JSON and HTML answers, and Stripe-style
 * form-encoded bodies (`metadata[car_id]=7`) parsed into nested objects.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (
  req: IncomingMessage,
  res: ServerResponse,
  body: string,
) => void | Promise<void>;

export interface RunningServer {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function listen(handler: Handler): Promise<RunningServer> {
  const server = createServer((req, res) => {
    // Browsers call Stripe's API from the shop's page (Stripe.js): Stripe answers CORS for any
    // origin, and so do the stand-ins.
    res.setHeader('access-control-allow-origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers':
          req.headers['access-control-request-headers'] ?? 'authorization, content-type',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    void readBody(req)
      .then((body) => handler(req, res, body))
      .catch((error: unknown) => {
        if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      });
  });
  // Keep-alive sockets would hold close() open until they time out.
  server.keepAliveTimeout = 1;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location }).end();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The provider's own page the shopper is sent to (3-D Secure challenge, hosted payment page):
 * a heading, a line of detail and one POST button per choice, each posting to its own path.
 */
export function sendChoicePage(
  res: ServerResponse,
  title: string,
  detail: string,
  choices: { label: string; action: string }[],
): void {
  const buttons = choices
    .map(
      (c) =>
        `<form method="post" action="${escapeHtml(c.action)}"><button type="submit">${escapeHtml(c.label)}</button></form>`,
    )
    .join('\n');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
      `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p>${buttons}</main></body></html>`,
  );
}

/** `a[b][c]=1&a[d]=2` → `{ a: { b: { c: '1' }, d: '2' } }`, as Stripe's API reads forms. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((segment, i) => {
      if (i === path.length - 1) {
        node[segment] = value;
      } else {
        const next = node[segment];
        if (typeof next !== 'object' || next === null) node[segment] = {};
        node = node[segment] as Record<string, unknown>;
      }
    });
  }
  return out;
}

/** Stable JSON of a value with object keys sorted, to compare request parameters. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

let counter = 0;
/** An id in the provider's style: prefix + 24 random-looking characters, unique per process. */
export function providerId(prefix: string): string {
  counter += 1;
  const random = Math.random().toString(36).slice(2, 12).padEnd(10, '0');
  return `${prefix}${counter.toString(36).padStart(4, '0')}${random}${Date.now().toString(36)}`;
}
