import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, jsonLdOf, trackErrors } from './support/page-checks.ts';
import { ANY_WIDTH } from './support/widths.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

for (const slug of TENANTS) {
  test.describe(`${slug} home`, () => {
    test('renders the shell and home sections without console errors', async ({ page }) => {
      const errors = trackErrors(page);
      const { dealer } = tenantSite(slug);

      await page.goto(siteUrl(slug, '/'));

      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(dealer.theme.hero.title);
      await expect(page.getByText('We accept:')).toBeVisible();
      for (const slide of ['Vehicle Finance', 'Our Stock', 'Book a Service']) {
        await expect(page.getByRole('heading', { name: slide, exact: true })).toHaveCount(1);
      }
      await expect(page).toHaveTitle(new RegExp(dealer.name));
      expect(errors).toEqual([]);
    });

    test('shows the stock counts of each car type that has stock', ANY_WIDTH, async ({ page }) => {
      const { counts, dealer } = tenantSite(slug);
      await page.goto(siteUrl(slug, '/'));
      const usedLabel = dealer.config.used_label;
      const expected = [
        ['New', counts.new],
        ['Demo', counts.demo],
        [usedLabel, counts.used],
      ] as const;
      for (const [label, count] of expected) {
        const card = page.locator('a', {
          hasText: new RegExp(`^\\s*${count.toLocaleString('en-AU')}\\s*${label}`),
        });
        await expect(card).toHaveCount(count > 0 ? 1 : 0);
      }
    });

    test(
      'publishes AutoDealer, Organization, WebSite and LocalBusiness data',
      ANY_WIDTH,
      async ({ page }) => {
        const { dealer } = tenantSite(slug);
        await page.goto(siteUrl(slug, '/'));

        const items = await jsonLdOf(page);
        const byType = (type: string) => items.filter((i) => [i['@type']].flat().includes(type));

        const autoDealer = byType('AutoDealer').find((i) => i['name'] === dealer.name);
        expect(autoDealer?.['currenciesAccepted']).toBe(dealer.country === 'NZ' ? 'NZD' : 'AUD');
        expect(autoDealer?.['paymentAccepted']).toBe('Cash, Credit Card');
        expect(byType('Organization')).toHaveLength(1);
        const action = byType('WebSite')[0]?.['potentialAction'] as Record<string, unknown>;
        expect(JSON.stringify(action['target'])).toContain(
          `${dealer.search.path}?query={search_term_string}`,
        );
        const visible = dealer.locations.filter((l) => l.visible);
        const businesses = items.filter(
          (i) => i['@type'] !== 'WebSite' && i['address'] && i['openingHoursSpecification'],
        );
        expect(businesses.length).toBeGreaterThanOrEqual(visible.length);
      },
    );

    test('passes axe WCAG 2.2 AA checks', async ({ page }) => {
      await page.goto(siteUrl(slug, '/'));
      await expectNoAxeViolations(page);
    });
  });
}
