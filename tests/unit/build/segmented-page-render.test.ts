/**
 * segmented-page-render.ts edits Astro's page renderer as it is bundled. These tests pin the
 * edit to the installed Astro: an upgrade that changes the renderer fails here, by name, before
 * any build does. That the edited renderer writes the same bytes is shown by building every
 * sample dealer both ways (tests/integration/build/shared-markup.test.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { segmentRenderer } from '../../../src/integrations/segmented-page-render.ts';

const astroDir = path.dirname(createRequire(import.meta.url).resolve('astro/package.json'));
const installed = readFileSync(
  path.join(astroDir, 'dist/runtime/server/render/astro/render.js'),
  'utf8',
);

describe('segmentRenderer', () => {
  it("edits the installed Astro's renderStreamToString", () => {
    const edited = segmentRenderer(installed);
    const renderer = edited.slice(edited.indexOf('async function renderStreamToString('));
    const body = renderer.slice(0, renderer.indexOf('\nasync function '));
    expect(body).toContain('const forecourtSegments = [];');
    expect(body).toContain('forecourtSegments.push(encoder.encode(str));');
    expect(body).toContain('forecourtJoinSegments(forecourtSegments, encoder.encode(str))');
    expect(edited).toContain('function forecourtJoinSegments(segments, last) {');
    // Nothing else in the module changes.
    expect(edited.length - installed.length).toBeLessThan(1_000);
    expect(edited.startsWith(installed.slice(0, installed.indexOf('renderStreamToString(')))).toBe(
      true,
    );
  });

  it('gives a module that still parses, with the encoder it uses imported', () => {
    const edited = segmentRenderer(installed);
    expect(edited).toMatch(/import \{[^}]*\bencoder\b[^}]*\} from "\.\.\/common\.js";/);
    // Parsed as the bundler parses it: a syntax error in the edit fails here.
    expect(parseAst(edited).body.length).toBeGreaterThan(parseAst(installed).body.length);
    expect(() =>
      parseAst(edited.replace('forecourtSegments.push(', 'forecourtSegments.push((')),
    ).toThrow();
  });

  it('refuses a renderer whose code changed, naming the file to update', () => {
    const changed = installed.replace('let str = "";', 'let html = "";');
    expect(() => segmentRenderer(changed)).toThrow(/segmented-page-render\.ts/);
    expect(() => segmentRenderer('export {};')).toThrow(/no longer has this code exactly once/);
  });

  it('refuses a renderer where a snippet appears twice', () => {
    const start = installed.indexOf('async function renderStreamToString(');
    const twice = installed + installed.slice(start, installed.indexOf('\n}\n', start) + 3);
    expect(() => segmentRenderer(twice)).toThrow(/exactly once/);
  });
});
