/**
 * A stand-in for Google's Geocoding API on a loopback port the OS picks: it records each
 * request's query and answers what the test sets (a JSON body and status), or never answers.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type GoogleReply = { status: number; body: unknown } | 'never';

export interface GoogleReceiver {
  /** What GOOGLE_GEOCODING_URL is set to. */
  url: string;
  /** The query of every request, in arrival order. */
  requests: URLSearchParams[];
  reply: GoogleReply;
  close(): Promise<void>;
}

/** Google's answer for a place: status OK and the first result's location (spec §7). */
export function googleFound(lat: number, lng: number): GoogleReply {
  return {
    status: 200,
    body: {
      status: 'OK',
      results: [
        { geometry: { location: { lat, lng } }, types: ['postal_code'] },
        { geometry: { location: { lat: 0, lng: 0 } }, types: ['postal_code'] },
      ],
    },
  };
}

export async function startGoogleReceiver(): Promise<GoogleReceiver> {
  const receiver: Omit<GoogleReceiver, 'url' | 'close'> = {
    requests: [],
    reply: { status: 200, body: { status: 'ZERO_RESULTS', results: [] } },
  };
  const server = createServer((req, res) => {
    receiver.requests.push(new URL(req.url ?? '/', 'http://receiver').searchParams);
    const reply = receiver.reply;
    if (reply === 'never') return;
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/maps/api/geocode/json`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
