/**
 * The outbox's file writes on a real disk: whole files under their folder, made on first use,
 * and made again when someone removed the folder while the API ran.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { outboxFile, writeFileAtomically } from '../../../src/server/api/delivery/outbox-file.ts';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'forecourt-outbox-file-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

const bytes = (text: string) => new TextEncoder().encode(text);

it('writes a file whole into a folder it makes, and rewrites it in place', async () => {
  const file = outboxFile(dataDir, 'kestrel-bay-subaru', 'dlv_one');

  await writeFileAtomically(file, bytes('first'));
  await writeFileAtomically(file, bytes('second'));

  expect(await readFile(file, 'utf8')).toBe('second');
  expect(await readdir(path.dirname(file))).toEqual(['dlv_one.eml']);
});

it('makes the folder again when it was removed after the first write', async () => {
  const first = outboxFile(dataDir, 'totara-motors', 'dlv_first');
  await writeFileAtomically(first, bytes('one'));
  await rm(path.join(dataDir, 'outbox'), { recursive: true });

  const second = outboxFile(dataDir, 'totara-motors', 'dlv_second');
  await writeFileAtomically(second, bytes('two'));

  expect(await readdir(path.dirname(second))).toEqual(['dlv_second.eml']);
  expect(await readFile(second, 'utf8')).toBe('two');
});
