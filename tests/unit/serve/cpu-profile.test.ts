import { describe, expect, it } from 'vitest';
import {
  formatProfileSummary,
  shortFile,
  summariseCpuProfile,
  type CpuProfile,
} from '../../../src/server/serve/bench/cpu-profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

/** root → handler (repo file) → header (node_modules), plus idle and GC. */
const PROFILE: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5] },
    {
      id: 2,
      callFrame: frame('handler', 'file:///work/app/src/server/serve/a.ts', 9),
      children: [3],
    },
    {
      id: 3,
      callFrame: frame('header', 'file:///work/app/node_modules/fastify/lib/reply.js', 272),
    },
    { id: 4, callFrame: frame('(idle)') },
    { id: 5, callFrame: frame('(garbage collector)') },
  ],
  // A sample's time is the delta to the next one; the last sample has none.
  samples: [2, 3, 3, 4, 5, 2],
  timeDeltas: [0, 100, 200, 300, 400, 500],
  startTime: 0,
  endTime: 1500,
};

describe('summariseCpuProfile', () => {
  it('sums self time per function and per file, busiest first', () => {
    const summary = summariseCpuProfile(PROFILE);
    expect(summary.totalMicros).toBe(1500);
    expect(summary.idleMicros).toBe(400);
    expect(summary.byFunction).toEqual([
      { name: '(garbage collector)', micros: 500 },
      { name: 'header node_modules/fastify/lib/reply.js:273', micros: 500 },
      { name: '(idle)', micros: 400 },
      { name: 'handler src/server/serve/a.ts:10', micros: 100 },
    ]);
    expect(summary.byFile.map((entry) => entry.name)).toEqual([
      '(garbage collector)',
      'node_modules/fastify/lib/reply.js',
      '(idle)',
      'src/server/serve/a.ts',
    ]);
  });

  it('prints shares of the busy time and time per request, idle left out', () => {
    const text = formatProfileSummary(summariseCpuProfile(PROFILE), { requests: 10 });
    expect(text).toMatch(/busy 0\.0 s/);
    expect(text).not.toContain('(idle)');
    expect(text).toMatch(
      /45\.5%\s+50\.0 µs\/req {2}header node_modules\/fastify\/lib\/reply\.js:273/,
    );
  });
});

describe('shortFile', () => {
  it('names a file from node_modules or src on', () => {
    expect(shortFile('file:///a/node_modules/x/node_modules/pino/lib/tools.js')).toBe(
      'node_modules/pino/lib/tools.js',
    );
    expect(shortFile('file:///work/main/src/server/serve/send-file.ts')).toBe(
      'src/server/serve/send-file.ts',
    );
    expect(shortFile('node:internal/buffer')).toBe('node:internal/buffer');
  });
});
