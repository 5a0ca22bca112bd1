import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  keepBundle,
  keptBundleKey,
  restoreBundle,
  snapshotBundle,
  type BundleInternals,
} from '../../../src/server/build/kept-bundle.ts';

let work: string;
let kept: string;

beforeEach(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'forecourt-kept-'));
  kept = path.join(work, 'kept');
});

afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

const internals: BundleInternals = {
  entryFileName: 'prerender-entry.abc.mjs',
  pageStyles: {
    'page:/': [{ depth: 0, order: 1, sheet: { type: 'external', src: '/_astro/a.css' } }],
  },
  entrySpecifiers: [['astro:scripts/page.js', '_astro/page.js']],
};

function valuesFor(outDir: string, dealer: string) {
  return {
    outDir,
    preparedFile: path.join(work, `prepared-${dealer}`, `${dealer}.v8`),
    siteUrl: `https://www.${dealer}.example.com`,
  };
}

/** Writes what Vite leaves in an output directory for `dealer`: server bundle and assets. */
async function viteOutput(dealer: string) {
  const outDir = path.join(work, `out-${dealer}`);
  const values = valuesFor(outDir, dealer);
  const files: Record<string, string | Buffer> = {
    '.prerender/prerender-entry.abc.mjs': `export const manifest = {"outDir":"file://${outDir}/","site":"${values.siteUrl}"};`,
    '.prerender/chunks/site.mjs': `var site = deserialize(readFileSync("${values.preparedFile}"));`,
    '.prerender/chunks/plain.mjs': 'export const plain = 1;',
    '_astro/app.js': 'console.log("the same for every dealer");',
    'media/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0x00, 0xfe]),
  };
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), content);
  }
  return { outDir, values };
}

async function filesUnder(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

describe('keptBundleKey', () => {
  it('differs with the code and with each option that shapes the bundle', () => {
    const key = keptBundleKey('code-1', { reuseSharedMarkup: true });
    expect(keptBundleKey('code-1', { reuseSharedMarkup: true })).toBe(key);
    expect(keptBundleKey('code-2', { reuseSharedMarkup: true })).not.toBe(key);
    expect(keptBundleKey('code-1', { reuseSharedMarkup: false })).not.toBe(key);
  });
});

describe('keepBundle and restoreBundle', () => {
  it('write another dealer’s build back as Vite would have written it for that dealer', async () => {
    const kestrel = await viteOutput('kestrel');
    const totara = await viteOutput('totara');
    expect(
      await keepBundle(kept, 'k1', await snapshotBundle(kestrel.outDir, kestrel.values), internals),
    ).toBe(true);

    const outDir = path.join(work, 'restored');
    const restored = await restoreBundle(kept, 'k1', outDir, { ...totara.values, outDir });
    expect(restored).toEqual({
      ...internals,
      prerenderDir: expect.stringMatching(/\.prerender-\d+-\d+$/),
    });
    const prerenderName = path.basename(restored?.prerenderDir ?? '');
    const written = await filesUnder(outDir);
    const expected = await filesUnder(totara.outDir);
    const asRestored = new Map(
      [...expected].map(([file, bytes]) => [
        file.replace(/^\.prerender/, prerenderName),
        file.endsWith('prerender-entry.abc.mjs')
          ? Buffer.from(String(bytes).replace(`file://${totara.outDir}/`, `file://${outDir}/`))
          : bytes,
      ]),
    );
    expect(written).toEqual(asRestored);
  });

  it('put each restore’s server bundle at an address of its own', async () => {
    const kestrel = await viteOutput('kestrel');
    await keepBundle(kept, 'k1', await snapshotBundle(kestrel.outDir, kestrel.values), internals);
    const outDir = path.join(work, 'restored');
    const first = await restoreBundle(kept, 'k1', outDir, { ...kestrel.values, outDir });
    const second = await restoreBundle(kept, 'k1', outDir, { ...kestrel.values, outDir });
    expect(first?.prerenderDir).not.toBe(second?.prerenderDir);
  });

  it('keep nothing when the build shows its dealer in a way the template cannot take out', async () => {
    const kestrel = await viteOutput('kestrel');
    await writeFile(
      path.join(kestrel.outDir, '_astro', 'leak.js'),
      'fetch("//www.kestrel.example.com/api");',
    );
    const snapshot = await snapshotBundle(kestrel.outDir, kestrel.values);
    expect(await keepBundle(kept, 'k1', snapshot, internals)).toBe(false);
    expect(await restoreBundle(kept, 'k1', path.join(work, 'restored'), kestrel.values)).toBeNull();
  });

  it('keep nothing for values a literal could not hold, and restore nothing into them', async () => {
    const kestrel = await viteOutput('kestrel');
    const snapshot = await snapshotBundle(kestrel.outDir, kestrel.values);
    const quoted = { ...snapshot, values: { ...kestrel.values, preparedFile: '/tmp/a"b.v8' } };
    expect(await keepBundle(kept, 'k1', quoted, internals)).toBe(false);
    await keepBundle(kept, 'k1', snapshot, internals);
    const outDir = path.join(work, 'restored');
    expect(
      await restoreBundle(kept, 'k1', outDir, {
        ...kestrel.values,
        outDir,
        siteUrl: "https://o'n.nz",
      }),
    ).toBeNull();
  });

  it('find nothing under another key, or a bundle without its record', async () => {
    const kestrel = await viteOutput('kestrel');
    await keepBundle(kept, 'k1', await snapshotBundle(kestrel.outDir, kestrel.values), internals);
    const outDir = path.join(work, 'restored');
    expect(await restoreBundle(kept, 'k2', outDir, { ...kestrel.values, outDir })).toBeNull();
    await rm(path.join(kept, 'k1', 'bundle.json'));
    expect(await restoreBundle(kept, 'k1', outDir, { ...kestrel.values, outDir })).toBeNull();
    // Kept again whole by the next build that makes it.
    const snapshot = await snapshotBundle(kestrel.outDir, kestrel.values);
    expect(await keepBundle(kept, 'k1', snapshot, internals)).toBe(true);
    expect(await restoreBundle(kept, 'k1', outDir, { ...kestrel.values, outDir })).not.toBeNull();
  });

  it('fail to restore a bundle that lost a file, rather than make a site without it', async () => {
    const kestrel = await viteOutput('kestrel');
    await keepBundle(kept, 'k1', await snapshotBundle(kestrel.outDir, kestrel.values), internals);
    await rm(path.join(kept, 'k1', 'files', '_astro'), { recursive: true });
    const outDir = path.join(work, 'restored');
    await expect(restoreBundle(kept, 'k1', outDir, { ...kestrel.values, outDir })).rejects.toThrow(
      /ENOENT/,
    );
  });

  it('leave a bundle already kept as it is', async () => {
    const kestrel = await viteOutput('kestrel');
    const snapshot = await snapshotBundle(kestrel.outDir, kestrel.values);
    await keepBundle(kept, 'k1', snapshot, internals);
    const other = { ...internals, entryFileName: 'prerender-entry.other.mjs' };
    expect(await keepBundle(kept, 'k1', snapshot, other)).toBe(true);
    const outDir = path.join(work, 'restored');
    const restored = await restoreBundle(kept, 'k1', outDir, { ...kestrel.values, outDir });
    expect(restored?.entryFileName).toBe(internals.entryFileName);
    expect((await readdir(kept)).sort()).toEqual(['k1']);
  });

  it('keep the eight most recently used bundles', async () => {
    const kestrel = await viteOutput('kestrel');
    const snapshot = await snapshotBundle(kestrel.outDir, kestrel.values);
    for (let n = 0; n < 9; n++) {
      await keepBundle(kept, `k${n}`, snapshot, internals);
      // Older bundles were used longer ago; k0 is then used again, so k1 is the one to go.
      const used = new Date(Date.UTC(2026, 10, 1, n));
      await utimes(path.join(kept, `k${n}`), used, used);
      if (n === 7) {
        const outDir = path.join(work, 'restored');
        await restoreBundle(kept, 'k0', outDir, { ...kestrel.values, outDir });
      }
    }
    expect((await readdir(kept)).sort()).toEqual(['k0', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7', 'k8']);
  });
});
