import { connect, type Socket } from 'node:net';
import { ResponseReader, type ReadResponse } from './response-reader.ts';

export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  /** Response times in milliseconds, sorted. */
  latencies: Float64Array;
  /** Failed connections, timeouts and broken responses. */
  errors: number;
  non2xx: number;
  /** Body bytes received (as sent: compressed bodies are not decoded). */
  bytes: number;
}

const TIMEOUT_MS = 10_000;
/** A refused or broken connection is opened again after this, not in a tight loop. */
const RECONNECT_DELAY_MS = 100;

/**
 * `connections` keep-alive clients, each sending the next of `requests` (in turn, shared) the
 * moment its previous answer has fully arrived, for `durationSeconds`: a closed loop, so the
 * server always has `connections` requests to answer and the mean response time is
 * `connections` / throughput (Little's law). The clients write each request as prepared
 * bytes on a plain TCP socket and count the answer's bytes without decoding or keeping them
 * (response-reader.ts): on one machine the load generator competes with the server for the
 * same cores, and node:http's client cost about as much CPU per request as the server.
 */
export async function runHttpLoad(options: {
  port: number;
  requests: readonly LoadRequest[];
  connections: number;
  durationSeconds: number;
  /** Stop after sending this many requests, even with time left (one pass: the list's length). */
  maxRequests?: number;
}): Promise<LoadResult> {
  const wire = options.requests.map(requestBytes);
  if (wire.length === 0) throw new Error('No requests to send');
  const latencies: number[] = [];
  const totals = { errors: 0, non2xx: 0, bytes: 0 };
  let next = 0;
  const started = performance.now();
  const endsAt = started + options.durationSeconds * 1000;
  const limit = options.maxRequests ?? Infinity;
  const isOver = () => next >= limit || performance.now() >= endsAt;

  const clients: Client[] = [];
  const allFinished = new Promise<void>((resolve) => {
    let running = options.connections;
    if (running === 0) resolve();
    for (let i = 0; i < options.connections; i++) {
      const client = new Client(options.port, {
        nextRequest: () => (isOver() ? null : wire[next++ % wire.length]!),
        isOver,
        onResponse(response, sentAt) {
          latencies.push(performance.now() - sentAt);
          totals.bytes += response.bodyBytes;
          if (response.status < 200 || response.status > 299) totals.non2xx++;
        },
        onError: () => totals.errors++,
        onFinished: () => {
          if (--running === 0) resolve();
        },
      });
      clients.push(client);
      client.open();
    }
  });
  const watchdog = setInterval(() => {
    const overdue = performance.now() - TIMEOUT_MS;
    for (const client of clients) client.timeOutIfSentBefore(overdue);
  }, 250);
  await allFinished;
  clearInterval(watchdog);
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return { requests: sorted.length, seconds, latencies: sorted, ...totals };
}

/** The value below which `p` percent of the sorted values lie. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** A GET request as the bytes that go on the wire (HTTP/1.1, keep-alive by default). */
export function requestBytes(request: LoadRequest): Buffer {
  const fields = Object.entries(request.headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return Buffer.from(`GET ${request.path} HTTP/1.1\r\n${fields.join('')}\r\n`, 'latin1');
}

interface ClientEvents {
  /** The next request's bytes, or null once the run is over. */
  nextRequest(): Buffer | null;
  isOver(): boolean;
  onResponse(response: ReadResponse, sentAt: number): void;
  /** A request lost: refused or broken connection, unreadable answer, timeout. */
  onError(): void;
  onFinished(): void;
}

/**
 * One connection that always has one request outstanding (or is connecting, which counts as
 * waiting) until the run ends. A connection the server closes after an answer is opened again.
 */
class Client {
  private readonly port: number;
  private readonly events: ClientEvents;
  private socket: Socket | null = null;
  private sentAt = 0;

  constructor(port: number, events: ClientEvents) {
    this.port = port;
    this.events = events;
  }

  open(): void {
    if (this.events.isOver()) {
      this.events.onFinished();
      return;
    }
    const socket = connect({ host: '127.0.0.1', port: this.port, noDelay: true });
    const reader = new ResponseReader();
    this.socket = socket;
    this.sentAt = performance.now();
    socket.once('connect', () => this.sendNext(socket));
    socket.on('data', (chunk: Buffer) => {
      let response: ReadResponse | null;
      try {
        response = reader.feed(chunk);
      } catch {
        this.fail(socket);
        return;
      }
      if (!response) return;
      this.events.onResponse(response, this.sentAt);
      if (!response.closes) return this.sendNext(socket);
      this.close(socket);
      this.open();
    });
    socket.on('error', () => this.fail(socket));
    socket.on('close', () => this.fail(socket));
  }

  timeOutIfSentBefore(moment: number): void {
    if (this.socket && this.sentAt < moment) this.fail(this.socket);
  }

  private sendNext(socket: Socket): void {
    const bytes = this.events.nextRequest();
    if (!bytes) {
      this.close(socket);
      this.events.onFinished();
      return;
    }
    this.sentAt = performance.now();
    socket.write(bytes);
  }

  /** Closes our socket; its close event is then ignored. */
  private close(socket: Socket): void {
    if (this.socket === socket) this.socket = null;
    socket.destroy();
  }

  /** Counts the lost request and opens a new connection after a pause. */
  private fail(socket: Socket): void {
    if (this.socket !== socket) return;
    this.close(socket);
    this.events.onError();
    setTimeout(() => this.open(), RECONNECT_DELAY_MS);
  }
}
