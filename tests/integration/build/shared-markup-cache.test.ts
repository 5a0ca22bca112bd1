/**
 * The reuse rule of shared-markup-cache.ts on its own (shared-markup.test.ts checks it on
 * real builds): markup is reused only between pages asking for the same part and variant
 * that it does not link to, never across builds, and not at all when the build says so.
 */
import { describe, expect, it } from 'vitest';
import {
  renderSharedPartsOnEveryPage,
  sharedMarkup,
  sharedPartKey,
  type SharedPart,
} from '../../../src/components/shared-markup-cache.ts';
import type { Site } from '../../../src/lib/site/site.ts';

/** A site as the cache sees it: only its identity matters. */
const newSite = () => ({}) as Site;

/** A renderer that counts its renders and stamps each, so a reuse shows. */
function renderer(html: string) {
  let renders = 0;
  return {
    render: async () => `${html}<!-- render ${++renders} -->`,
    renders: () => renders,
  };
}

const nav = '<nav><a href="/">Home</a><a href="/finance">Finance</a></nav>';
const header = (variant: SharedPart['variant'] = {}): SharedPart => ({ name: 'header', variant });

describe('sharedPartKey', () => {
  it('is the same whatever order the variant was written in, and without undefined values', () => {
    expect(sharedPartKey(header({ a: 1, b: 'x' }))).toBe(sharedPartKey(header({ b: 'x', a: 1 })));
    expect(sharedPartKey(header({ a: 1, b: undefined }))).toBe(sharedPartKey(header({ a: 1 })));
  });

  it('tells parts, variants and value types apart', () => {
    const keys = [
      header(),
      { name: 'footer', variant: {} },
      header({ favourites: true }),
      header({ favourites: false }),
      header({ favourites: 'true' }),
      header({ favourites: null }),
      header({ count: 1 }),
      header({ count: '1' }),
    ].map(sharedPartKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('sharedMarkup', () => {
  it('renders once for every page it does not link to, and anew on pages it links to', async () => {
    const site = newSite();
    const { render, renders } = renderer(nav);
    const first = await sharedMarkup(site, header(), '/cars/1', render);
    expect(await sharedMarkup(site, header(), '/cars/2', render)).toBe(first);
    expect(renders()).toBe(1);
    const finance = await sharedMarkup(site, header(), '/finance/', render);
    expect(finance).not.toBe(first);
    expect(await sharedMarkup(site, header(), '/', render)).not.toBe(first);
    expect(await sharedMarkup(site, header(), '/cars/3', render)).toBe(first);
    expect(renders()).toBe(3);
  });

  it('never hands one variant’s markup to a page asking for another', async () => {
    const site = newSite();
    const { render } = renderer(nav);
    const plain = await sharedMarkup(site, header(), '/a', render);
    const withBar = await sharedMarkup(site, header({ favouritesBar: true }), '/b', render);
    expect(withBar).not.toBe(plain);
    expect(await sharedMarkup(site, header({ favouritesBar: true }), '/c', render)).toBe(withBar);
    expect(await sharedMarkup(site, header({}), '/d', render)).toBe(plain);
    expect(await sharedMarkup(site, { name: 'footer', variant: {} }, '/e', render)).not.toBe(plain);
  });

  it('keeps nothing a page rendered for itself, and nothing across builds', async () => {
    const site = newSite();
    const { render, renders } = renderer(nav);
    await sharedMarkup(site, header(), '/finance', render);
    await sharedMarkup(site, header(), '/a', render);
    expect(renders()).toBe(2);
    await sharedMarkup(newSite(), header(), '/a', render);
    expect(renders()).toBe(3);
  });

  it('renders in place on every page of a build that switched reuse off', async () => {
    const site = newSite();
    renderSharedPartsOnEveryPage(site);
    const { render, renders } = renderer(nav);
    expect(await sharedMarkup(site, header(), '/a', render)).toBe('in-place');
    expect(await sharedMarkup(site, header(), '/b', render)).toBe('in-place');
    expect(renders()).toBe(0);
    // Another build of the same process still reuses.
    const other = newSite();
    const first = await sharedMarkup(other, header(), '/a', render);
    expect(await sharedMarkup(other, header(), '/b', render)).toBe(first);
  });
});
