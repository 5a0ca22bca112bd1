import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeBuildRecord } from '../../../src/server/build/build-record.ts';
import {
  buildDealer,
  unchangedOutcome,
  type BuildContext,
} from '../../../src/server/build/dealer-build.ts';
import { combineFingerprints, dealerFingerprint } from '../../../src/server/build/fingerprint.ts';
import { PROJECT_ROOT } from '../../../src/server/build/paths.ts';

let root: string;
let context: BuildContext;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forecourt-skip-'));
  context = {
    projectRoot: PROJECT_ROOT,
    dealersDir: path.join(root, 'dealers'),
    distDir: path.join(root, 'dist'),
    projectFingerprint: 'project-v1',
    force: false,
    verbose: false,
  };
  // Not a valid dealer: any attempt to really build it fails, which the tests rely on.
  await mkdir(path.join(context.dealersDir, 'alpha'), { recursive: true });
  await writeFile(path.join(context.dealersDir, 'alpha', 'dealer.json'), '{"slug":"alpha"}');
  const site = path.join(context.distDir, 'alpha');
  await mkdir(site, { recursive: true });
  await writeFile(path.join(site, 'index.html'), 'previous site');
  await writeBuildRecord(site, {
    slug: 'alpha',
    siteUrl: 'https://alpha.example',
    fingerprint: combineFingerprints(
      'project-v1',
      await dealerFingerprint(context.dealersDir, 'alpha'),
    ),
    builtAt: '2025-01-01T00:00:00.000Z',
    pages: 42,
    bytes: 4200,
    seconds: 1,
  });
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const previousIndex = () => readFile(path.join(context.distDir, 'alpha', 'index.html'), 'utf8');

describe('buildDealer skipping', () => {
  it('skips a dealer whose fingerprint matches its built site, reporting the recorded size', async () => {
    const { result } = await buildDealer('alpha', context);
    expect(result).toMatchObject({ status: 'skipped', pages: 42, bytes: 4200 });
    expect(result.seconds).toBeLessThan(1);
  });

  it('rebuilds when the dealer changes (and a failed rebuild keeps the previous site)', async () => {
    await writeFile(
      path.join(context.dealersDir, 'alpha', 'dealer.json'),
      '{"slug":"alpha","v":2}',
    );
    const { result } = await buildDealer('alpha', context);
    expect(result.status).toBe('failed');
    expect(await previousIndex()).toBe('previous site');
  });

  it('rebuilds when the project source changes', async () => {
    const { result } = await buildDealer('alpha', { ...context, projectFingerprint: 'project-v2' });
    expect(result.status).toBe('failed');
    expect(await previousIndex()).toBe('previous site');
  });

  it('rebuilds an unchanged dealer with --force', async () => {
    const { result } = await buildDealer('alpha', { ...context, force: true });
    expect(result.status).toBe('failed');
  });

  it('reports a missing dealer as a failure instead of throwing', async () => {
    const { result } = await buildDealer('nobody', context);
    expect(result).toMatchObject({ status: 'failed' });
    expect(result.status === 'failed' && result.error).toContain('dealer.json');
  });
});

describe('unchangedOutcome', () => {
  it('settles an unchanged dealer without building, and defers anything else', async () => {
    expect((await unchangedOutcome('alpha', context))?.result).toMatchObject({ status: 'skipped' });
    await writeFile(
      path.join(context.dealersDir, 'alpha', 'dealer.json'),
      '{"slug":"alpha","v":3}',
    );
    expect(await unchangedOutcome('alpha', context)).toBeNull();
    expect(await unchangedOutcome('nobody', context)).toBeNull();
    expect(await unchangedOutcome('Not_A_Slug', context)).toBeNull();
  });
});
