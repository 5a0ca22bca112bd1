import { expect, test } from '@playwright/test';
import { TENANTS, siteUrl } from './support/tenants.ts';

// Every header variant keeps part of itself on screen while the page scrolls. Whatever the
// browser scrolls into view for the shopper (a focused link, an anchor's target) must land
// below that part, not under it (WCAG 2.4.11): the page's scroll padding has to cover it.
for (const slug of TENANTS) {
  test(`${slug}: what is scrolled into view clears the sticky header`, async ({ page }) => {
    await page.goto(siteUrl(slug, '/'));
    // A heading well down the page with a screenful below it, so the browser can scroll it
    // to the top of the viewport.
    const top = await page.evaluate(() => {
      const headings = [...document.querySelectorAll('main h2')];
      const target = headings.find((heading) => {
        const y = heading.getBoundingClientRect().top + window.scrollY;
        return y > 600 && y + window.innerHeight < document.documentElement.scrollHeight;
      });
      if (!target) return null;
      window.scrollTo(0, document.documentElement.scrollHeight);
      target.scrollIntoView({ block: 'start' });
      return target.getBoundingClientRect().top;
    });
    expect(top, 'a heading with a screenful of page below it').not.toBeNull();
    const headerBottom = await page
      .getByRole('banner')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
  });
}
