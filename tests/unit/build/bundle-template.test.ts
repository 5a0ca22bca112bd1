import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  isTemplate,
  mentionsValues,
  templateFrom,
  valuesAreLiteralSafe,
  type BundleValues,
} from '../../../src/server/build/bundle-template.ts';

const kestrel: BundleValues = {
  outDir: '/work/site/dist/.building-kestrel-12-abc',
  preparedFile: '/tmp/forecourt-prepared-Xy12/kestrel.v8',
  siteUrl: 'https://www.kestrelbaysubaru.com.au',
};
const totara: BundleValues = {
  outDir: '/work/site/dist/.building-totara-99-zz',
  preparedFile: '/tmp/forecourt-prepared-Ab34/totara.v8',
  siteUrl: 'https://totaramotors.co.nz',
};

/** A bundle's text as Astro writes it for kestrel: the manifest, a component and the site module. */
const kestrelBundle = [
  `const manifest = {"outDir":"file:///work/site/dist/.building-kestrel-12-abc/","buildClientDir":"file:///work/site/dist/.building-kestrel-12-abc/client/","site":"https://www.kestrelbaysubaru.com.au"};`,
  `const $$Astro = createAstro("https://www.kestrelbaysubaru.com.au");`,
  `var site = deserialize(readFileSync("/tmp/forecourt-prepared-Xy12/kestrel.v8"));`,
].join('\n');

describe('templateFrom and fillTemplate', () => {
  it('take out every value a bundle spells, so none of its dealer is left', () => {
    const template = templateFrom(kestrelBundle, kestrel);
    expect(template).not.toBeNull();
    expect(mentionsValues(template ?? '', kestrel)).toBe(false);
    expect(isTemplate(template ?? '')).toBe(true);
  });

  it('fill in another build’s values exactly where the first build’s were', () => {
    const filled = fillTemplate(templateFrom(kestrelBundle, kestrel) ?? '', totara);
    expect(filled).toBe(
      [
        `const manifest = {"outDir":"file:///work/site/dist/.building-totara-99-zz/","buildClientDir":"file:///work/site/dist/.building-totara-99-zz/client/","site":"https://totaramotors.co.nz"};`,
        `const $$Astro = createAstro("https://totaramotors.co.nz");`,
        `var site = deserialize(readFileSync("/tmp/forecourt-prepared-Ab34/totara.v8"));`,
      ].join('\n'),
    );
    expect(fillTemplate(templateFrom(kestrelBundle, kestrel) ?? '', kestrel)).toBe(kestrelBundle);
  });

  it('fill in a prepared file kept inside the output directory', () => {
    const inside = { ...kestrel, preparedFile: `${kestrel.outDir}/site.v8` };
    const text = `a("file://${kestrel.outDir}/"); b("${inside.preparedFile}");`;
    const moved = { ...totara, preparedFile: `${totara.outDir}/site.v8` };
    expect(fillTemplate(templateFrom(text, inside) ?? '', moved)).toBe(
      `a("file://${totara.outDir}/"); b("${moved.preparedFile}");`,
    );
  });

  it('refuse a bundle that still shows a value in a spelling they do not know', () => {
    // The host without its scheme, the output directory as a plain path, the prepared file's
    // directory alone: any of these would show this dealer on another dealer's pages.
    expect(templateFrom(`${kestrelBundle} x("www.kestrelbaysubaru.com.au")`, kestrel)).toBeNull();
    expect(templateFrom(`${kestrelBundle} x("${kestrel.outDir}")`, kestrel)).toBeNull();
    expect(templateFrom(`${kestrelBundle} x("/tmp/forecourt-prepared-Xy12")`, kestrel)).toBeNull();
  });

  it('leave text that holds no value as it is', () => {
    const text = 'export const answer = 42;';
    expect(templateFrom(text, kestrel)).toBe(text);
    expect(isTemplate(text)).toBe(false);
    expect(mentionsValues(text, kestrel)).toBe(false);
  });
});

describe('valuesAreLiteralSafe', () => {
  it('accepts plain paths and URLs', () => {
    expect(valuesAreLiteralSafe(kestrel)).toBe(true);
  });

  it('accepts an output directory whose file URL escapes what a literal could not hold', () => {
    expect(valuesAreLiteralSafe({ ...kestrel, outDir: '/work/o"dir x' })).toBe(true);
  });

  it.each([
    ['a quote in the prepared file', { preparedFile: '/tmp/o"dir/site.v8' }],
    ['a backslash in the prepared file', { preparedFile: '/tmp/a\\b.v8' }],
    ['a non-ASCII path', { preparedFile: '/tmp/café/site.v8' }],
    ['a non-ASCII output directory', { outDir: '/work/café' }],
    ['an apostrophe in the site', { siteUrl: "https://o'neill.example.com" }],
    ['a template literal marker', { outDir: '/work/${x}' }],
  ])('refuses %s', (_, change) => {
    expect(valuesAreLiteralSafe({ ...kestrel, ...change })).toBe(false);
  });
});
