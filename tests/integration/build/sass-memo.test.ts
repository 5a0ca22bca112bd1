/**
 * Sass results are reused across compilers in one process (sass-memo.ts) only while the source,
 * its options and every file it loaded are the same.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { initAsyncCompiler, type StringOptions } from 'sass';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installSassMemo, memoKey } from '../../../src/server/build/sass-memo.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'forecourt-sass-'));
const partial = path.join(dir, '_tokens.scss');
const entry = path.join(dir, 'Card.astro');
const source = `@use './tokens' as *;\n.card { color: $brand; .title { font-weight: 700; } }`;
const options: StringOptions<'async'> = { url: pathToFileURL(entry), style: 'expanded' };

beforeAll(async () => {
  writeFileSync(partial, '$brand: #123456;');
  await installSassMemo();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** As Vite does: a new compiler for each build. */
async function compileInNewCompiler(text = source, with_ = options) {
  const compiler = await initAsyncCompiler();
  try {
    return await compiler.compileStringAsync(text, with_);
  } finally {
    await compiler.dispose();
  }
}

describe('the Sass memo', () => {
  it('gives a later compiler the result of an earlier one for the same source and file', async () => {
    const first = await compileInNewCompiler();
    const second = await compileInNewCompiler();
    expect(first.css).toContain('color: #123456');
    expect(second).toBe(first);
  });

  it('compiles again once a loaded file has changed', async () => {
    const before = await compileInNewCompiler();
    writeFileSync(partial, '$brand: #abcdef;');
    // A different size is enough, whatever the clock's resolution; the time is moved too.
    utimesSync(partial, new Date(), new Date(Date.now() + 2000));
    const after = await compileInNewCompiler();
    expect(after).not.toBe(before);
    expect(after.css).toContain('color: #abcdef');
  });

  it('compiles again for other source or other options', async () => {
    const base = await compileInNewCompiler();
    const otherSource = await compileInNewCompiler(`${source}\n.x { margin: 0; }`);
    const compressed = await compileInNewCompiler(source, { ...options, style: 'compressed' });
    expect(otherSource).not.toBe(base);
    expect(compressed).not.toBe(base);
    expect(compressed.css).not.toContain('\n');
  });
});

describe('memoKey', () => {
  it('tells files and output options apart, and ignores importer objects', () => {
    const key = memoKey(source, options);
    expect(memoKey(source, { ...options, importers: [] })).toBe(key);
    expect(
      memoKey(source, { ...options, url: pathToFileURL(path.join(dir, 'Other.astro')) }),
    ).not.toBe(key);
    expect(memoKey(source, { ...options, style: 'compressed' })).not.toBe(key);
    expect(memoKey(`${source} `, options)).not.toBe(key);
  });
});
