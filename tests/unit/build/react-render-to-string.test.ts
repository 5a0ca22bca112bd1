/**
 * react-render-to-string.ts edits @astrojs/react's server renderer as it is bundled. These tests
 * pin the edit to the installed @astrojs/react: an upgrade that changes the renderer fails here,
 * by name, before any build does. That pages come out byte for byte as through the streaming
 * path (so islands hydrate as before) was checked by building sample dealers both ways and
 * comparing every file.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { passRenderOptions } from '../../../src/integrations/react-render-to-string.ts';

const reactDir = path.dirname(
  createRequire(import.meta.url).resolve('@astrojs/react/package.json'),
);
const installed = readFileSync(path.join(reactDir, 'dist/server.js'), 'utf8');

describe('passRenderOptions', () => {
  it('passes the render options, the island’s id prefix among them, to renderToString', () => {
    const edited = passRenderOptions(installed);
    expect(edited).toContain('ReactDOM.renderToString(vnode, renderOptions)');
    expect(edited).not.toContain('ReactDOM.renderToString(vnode)');
    // The options it passes are the streaming path's: the island's prefix is one of them.
    expect(installed).toMatch(/const renderOptions = \{\s*identifierPrefix: prefix,/);
    expect(edited.length - installed.length).toBe(', renderOptions'.length);
    expect(parseAst(edited).body.length).toBe(parseAst(installed).body.length);
  });

  it('fails, naming its file, when the renderer no longer has the call', () => {
    expect(() => passRenderOptions('export const nothing = 1;')).toThrow(
      /src\/integrations\/react-render-to-string\.ts/,
    );
    const twice = `${installed}\nhtml = ReactDOM.renderToString(vnode);`;
    expect(() => passRenderOptions(twice)).toThrow(/exactly once/);
  });
});
