/**
 * The platform logger's default destination, standard output in buffered writes of bytes
 * (logging.ts): every line arrives, whole and in order, whether the process ends by itself
 * or exits at once, and a reader that goes away takes no line down with the process.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('./stdout-logger-child.ts', import.meta.url));

/** Runs the child, keeping what it wrote on stdout and stderr, and its exit code. */
async function runChild(lines: number, end: 'exit' | 'drain') {
  const child = spawn(process.execPath, [CHILD, `--lines=${lines}`, `--end=${end}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
  // 'close': the process has exited and its output has been read to the end.
  const [code] = (await once(child, 'close')) as [number | null];
  return {
    code,
    stdout: Buffer.concat(out).toString('utf8'),
    stderr: Buffer.concat(err).toString(),
  };
}

function loggedIndexes(stdout: string): number[] {
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { i: number }).i);
}

describe('the platform logger on standard output', () => {
  it.each(['drain', 'exit'] as const)(
    'writes every line whole and in order when the process ends (%s)',
    async (end) => {
      const lines = 20_000;
      const { code, stdout, stderr } = await runChild(lines, end);
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(loggedIndexes(stdout)).toEqual(Array.from({ length: lines }, (_, i) => i));
      const first = JSON.parse(stdout.slice(0, stdout.indexOf('\n'))) as Record<string, unknown>;
      expect(first).toMatchObject({
        level: 30,
        service: 'forecourt',
        msg: 'request',
        path: '/cars/car-0',
      });
    },
  );

  it('keeps running when the reader of its output goes away', async () => {
    const child = spawn(process.execPath, [CHILD, '--lines=200000', '--end=drain'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const err: Buffer[] = [];
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    await once(child.stdout, 'data');
    child.stdout.destroy();
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(Buffer.concat(err).toString()).toBe('');
    expect(code).toBe(0);
  });
});
