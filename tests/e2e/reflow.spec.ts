/**
 * WCAG 1.4.10 Reflow: at 320 CSS px (the narrowest phones still sold, and 1280 px zoomed to
 * 400 %) every page type of every dealer fits the screen: no sideways scrolling, and nothing
 * cut off at the edge of a box that clips it. Scrolling strips (a gallery's thumbnails, the
 * location cards) scroll on purpose and are not judged; what sits off screen or hidden (the
 * closed menu, closed dialogs) is not either.
 *
 * It sets its own width, so it runs once (in the desktop project).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DIST, pageTypes } from './support/page-types.ts';
import { TENANTS, siteUrl } from './support/tenants.ts';
import { ANY_WIDTH } from './support/widths.ts';

const NARROWEST = { width: 320, height: 640 };

for (const slug of TENANTS) {
  const site = path.join(E2E_DIST, slug);
  test(`${slug}: every page type fits a 320 px screen`, ANY_WIDTH, async ({ page }) => {
    test.skip(!existsSync(site), `${slug} is not built in ${E2E_DIST}`);
    test.setTimeout(120_000);
    await page.setViewportSize(NARROWEST);
    const problems: string[] = [];
    for (const [type, pathname] of pageTypes(slug, site)) {
      await page.goto(siteUrl(slug, pathname));
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      const found = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out: string[] = [];
        if (document.documentElement.scrollWidth > width)
          out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
        const name = (el: Element) =>
          `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]}`;
        for (const el of document.body.querySelectorAll('*')) {
          if (
            el.closest('[inert], [aria-hidden="true"], dialog:not([open]), noscript, script, style')
          )
            continue;
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || box.left >= width) continue;
          if (getComputedStyle(el).visibility === 'hidden') continue;
          let clip = el.parentElement;
          while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
          if (!clip || !['hidden', 'clip'].includes(getComputedStyle(clip).overflowX)) continue;
          const edge = clip.getBoundingClientRect().right;
          if (box.right > edge + 1 && box.left < edge - 1)
            out.push(
              `${name(el)} runs ${Math.round(box.right - edge)} px past the edge of ${name(clip)}`,
            );
        }
        return out;
      });
      problems.push(...new Set(found.map((problem) => `${type} (${pathname}): ${problem}`)));
    }
    expect(problems).toEqual([]);
  });
}
