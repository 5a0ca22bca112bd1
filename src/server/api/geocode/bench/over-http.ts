/**
 * GET /api/geocode through `npm run api` in a child process, on loopback: one request at a
 * time over a kept-alive connection, timed from send to the last byte of the answer.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startApiProcess } from '../../bench/api-process.ts';
import { createBenchDist } from '../../bench/bench-dist.ts';
import { EMBEDDED_TABLE_FILE } from '../embedded-table.ts';
import type { PostcodeTableFile } from '../postcode-table.ts';
import { postcodeMix, timingFigures, type TimingFigures } from './figures.ts';

export interface HttpOutcome {
  latency: TimingFigures;
  /** Answers by status: 200 for known postcodes, 404 for the mix's unknown ones. */
  statuses: Record<number, number>;
  /** The first answer, which loads the table: not in the figures. */
  firstMs: number;
}

const DEALER = 'ironbark-motorcycles';

export async function benchOverHttp(requests: number, warmup: number): Promise<HttpOutcome> {
  const root = await mkdtemp(path.join(tmpdir(), 'forecourt-geocode-bench-'));
  try {
    const { distDir } = await createBenchDist(path.join(root, 'dist'), { dealers: [DEALER] });
    const api = await startApiProcess({
      entry: 'npm-run-api',
      distDir,
      dataDir: path.join(root, 'data'),
      port: 0,
      // The embedded table is what is measured, whatever this shell has set.
      env: { GOOGLE_GEOCODING_API_KEY: '' },
    });
    try {
      return await timeRequests(api.port, requests, warmup);
    } finally {
      await api.stop();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function timeRequests(port: number, requests: number, warmup: number) {
  const file = JSON.parse(await readFile(EMBEDDED_TABLE_FILE, 'utf8')) as PostcodeTableFile;
  const mix = postcodeMix(Object.keys(file.countries.AU ?? {}), warmup + requests + 1);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(agent, port, mix[0]!);
    const timings: number[] = [];
    const statuses: Record<number, number> = {};
    for (const [index, postcode] of mix.slice(1).entries()) {
      const answer = await get(agent, port, postcode);
      if (index < warmup) continue;
      timings.push(answer.ms);
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
    return { latency: timingFigures(timings), statuses, firstMs: first.ms };
  } finally {
    agent.destroy();
  }
}

function get(agent: Agent, port: number, postcode: string) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: `/api/geocode?postcode=${postcode}`,
        headers: { host: `${DEALER}.localhost:${port}` },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}
