/** Helpers for the platform app tests: built-site fixtures and raw HTTP on loopback. */
import { request } from 'node:http';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { writeBuildRecord } from '../../../src/server/build/build-record.ts';

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The address to connect to; the Host header still names `host`. */
  address?: string;
  /** The client's own address (any of 127.0.0.0/8 works on loopback). */
  localAddress?: string;
}

/** Raw HTTP so a test controls the Host header and sends paths unnormalised. */
export function send(
  port: number,
  host: string,
  urlPath: string,
  options: RequestOptions = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: options.address ?? '127.0.0.1',
        port,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        path: urlPath,
        method: options.method ?? 'GET',
        headers: { host: `${host}:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString(),
          });
        });
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Writes a built site: its files and its build record (with the dealer's public URL). */
export async function writeSite(
  dist: string,
  slug: string,
  files: Record<string, string | Buffer>,
): Promise<string> {
  const site = path.join(dist, slug);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(site, file)), { recursive: true });
    await writeFile(path.join(site, file), content);
  }
  await writeBuildRecord(site, {
    slug,
    siteUrl: `https://www.${slug}.com.au`,
    fingerprint: 'f',
    builtAt: '2025-06-01T10:00:00.000Z',
    pages: Object.keys(files).filter((file) => file.endsWith('.html')).length,
    bytes: 1,
    seconds: 1,
  });
  return site;
}

/** A pino destination keeping every line, to read the logs back. */
export function logCapture(): { stream: Writable; lines: () => string[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, lines: () => chunks.join('').split('\n').filter(Boolean) };
}
