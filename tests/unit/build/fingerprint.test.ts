import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dealerFingerprint, projectFingerprint } from '../../../src/server/build/fingerprint.ts';

let root: string;
let dealers: string;

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'forecourt-fp-'));
  dealers = path.join(root, 'dealers');
  await put(path.join(dealers, 'alpha', 'dealer.json'), '{"slug":"alpha"}');
  await put(path.join(dealers, 'alpha', 'media', 'logo.svg'), '<svg/>');
  await put(path.join(dealers, 'beta', 'dealer.json'), '{"slug":"beta"}');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('dealerFingerprint', () => {
  it('is stable while nothing changes', async () => {
    expect(await dealerFingerprint(dealers, 'alpha')).toBe(
      await dealerFingerprint(dealers, 'alpha'),
    );
  });

  it('changes when the dealer config or its media change', async () => {
    const before = await dealerFingerprint(dealers, 'alpha');
    await put(path.join(dealers, 'alpha', 'media', 'logo.svg'), '<svg></svg>');
    const afterMedia = await dealerFingerprint(dealers, 'alpha');
    await put(path.join(dealers, 'alpha', 'dealer.json'), '{"slug":"alpha","x":1}');
    const afterConfig = await dealerFingerprint(dealers, 'alpha');
    expect(new Set([before, afterMedia, afterConfig]).size).toBe(3);
  });

  it('ignores other dealers', async () => {
    const before = await dealerFingerprint(dealers, 'alpha');
    await put(path.join(dealers, 'beta', 'dealer.json'), '{"slug":"beta","changed":true}');
    expect(await dealerFingerprint(dealers, 'alpha')).toBe(before);
  });

  it('includes shared material in `_` folders of the dealers root', async () => {
    const before = await dealerFingerprint(dealers, 'alpha');
    await put(path.join(dealers, '_shared', 'legal.json'), '{}');
    expect(await dealerFingerprint(dealers, 'alpha')).not.toBe(before);
  });

  it('follows a stock file kept outside the dealer directory', async () => {
    await put(
      path.join(dealers, 'alpha', 'dealer.json'),
      '{"stock":{"file":"../../feeds/alpha.json"}}',
    );
    await put(path.join(root, 'feeds', 'alpha.json'), '[1]');
    const before = await dealerFingerprint(dealers, 'alpha');
    await put(path.join(root, 'feeds', 'alpha.json'), '[1,2]');
    expect(await dealerFingerprint(dealers, 'alpha')).not.toBe(before);
  });

  it('does not depend on where the dealers root is', async () => {
    const before = await dealerFingerprint(dealers, 'alpha');
    const moved = path.join(root, 'elsewhere');
    await put(path.join(moved, 'alpha', 'dealer.json'), '{"slug":"alpha"}');
    await put(path.join(moved, 'alpha', 'media', 'logo.svg'), '<svg/>');
    await put(path.join(moved, 'beta', 'dealer.json'), '{"slug":"beta"}');
    expect(await dealerFingerprint(moved, 'alpha')).toBe(before);
  });
});

describe('projectFingerprint', () => {
  it('changes with the source tree, public files, config and lockfile', async () => {
    const project = path.join(root, 'project');
    await put(path.join(project, 'src', 'pages', 'index.astro'), 'a');
    const fingerprints = [await projectFingerprint(project)];
    for (const [file, content] of [
      ['src/pages/index.astro', 'b'],
      ['public/favicon.ico', 'x'],
      ['astro.config.mjs', 'export default {}'],
      ['package-lock.json', '{}'],
    ] as const) {
      await put(path.join(project, file), content);
      fingerprints.push(await projectFingerprint(project));
    }
    expect(new Set(fingerprints).size).toBe(fingerprints.length);
  });

  it('ignores build output', async () => {
    const project = path.join(root, 'project');
    await put(path.join(project, 'src', 'a.ts'), 'a');
    const before = await projectFingerprint(project);
    await put(path.join(project, 'dist', 'alpha', 'index.html'), 'built');
    expect(await projectFingerprint(project)).toBe(before);
  });
});

describe('dealerFingerprint and generated stock', () => {
  it('changes with the UTC day for generated stock, since the sample stock ages daily', async () => {
    await put(
      path.join(dealers, 'alpha', 'dealer.json'),
      '{"stock":{"generate":{"seed":"a","count":5}}}',
    );
    const monday = await dealerFingerprint(dealers, 'alpha', new Date('2025-06-02T01:00:00Z'));
    const mondayLater = await dealerFingerprint(dealers, 'alpha', new Date('2025-06-02T23:00:00Z'));
    const tuesday = await dealerFingerprint(dealers, 'alpha', new Date('2025-06-03T00:30:00Z'));
    expect(mondayLater).toBe(monday);
    expect(tuesday).not.toBe(monday);
  });

  it('ignores the day for a stock feed file', async () => {
    await put(path.join(dealers, 'alpha', 'dealer.json'), '{"stock":{"file":"stock.json"}}');
    const monday = await dealerFingerprint(dealers, 'alpha', new Date('2025-06-02T01:00:00Z'));
    const tuesday = await dealerFingerprint(dealers, 'alpha', new Date('2025-06-03T01:00:00Z'));
    expect(tuesday).toBe(monday);
  });
});
