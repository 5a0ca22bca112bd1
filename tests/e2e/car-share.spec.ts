import { vehicleWords } from '../../src/lib/content/vehicle-words.ts';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { carTitle } from '../../src/lib/cars/car-title.ts';
import {
  COPIED_NOTICE_MS,
  SHARE_WINDOW,
  carShareUrl,
  shareLinks,
} from '../../src/lib/cars/share-links.ts';
import { trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

const shareButton = (page: Page) => page.getByRole('button', { name: 'Share', exact: true });
// 'Share this car', or the dealer's own noun ('Share this motorcycle'): checked exactly below.
const dialog = (page: Page) => page.getByRole('dialog', { name: /^Share this / });

/** Headless Chromium may or may not have a share sheet: take it away, so the dialog opens. */
async function withoutShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
  });
}

/** A share sheet that only notes what it was given. */
async function withShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { shared: ShareData[] };
    w.shared = [];
    Navigator.prototype.share = async (data?: ShareData) => {
      w.shared.push(data ?? {});
    };
  });
}

/** Notes every window.open call's features, then lets it open as usual. */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { opened: (string | undefined)[] };
    w.opened = [];
    const open = window.open.bind(window);
    window.open = (url?: string | URL, target?: string, features?: string) => {
      w.opened.push(features);
      return open(url, target, features);
    };
  });
}

for (const slug of TENANTS) {
  test.describe(`${slug} share this car`, () => {
    const { cars, dealer } = tenantSite(slug);
    const car = cars.find((c) => !c.sold) ?? cars[0]!;
    const title = carTitle(car);
    const shareUrl = carShareUrl(dealer.url, car);
    const url = siteUrl(slug, `/cars/${car.slug}`);
    const noun = vehicleWords(tenantSite(slug).vehicleKind).singular;

    test('Share opens the dialog with the share row; Escape closes it and focus returns', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      await withoutShareSheet(page);
      await page.goto(url);

      await shareButton(page).click();

      await expect(dialog(page)).toBeVisible();
      await expect(dialog(page)).toHaveAccessibleName(`Share this ${noun}`);
      for (const link of shareLinks(shareUrl, title)) {
        await expect(dialog(page).getByRole('link', { name: link.label })).toHaveAttribute(
          'href',
          link.href,
        );
      }
      await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeVisible();
      const axe = await new AxeBuilder({ page })
        .include('#share-car')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      await page.keyboard.press('Escape');

      await expect(dialog(page)).toBeHidden();
      await expect(shareButton(page)).toBeFocused();
      expect(errors).toEqual([]);
    });

    test("copy link puts the car's address on the clipboard and shows Copied for 1.5 s", async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: new URL(url).origin,
      });
      await withoutShareSheet(page);
      await page.clock.install();
      await page.goto(url);
      await shareButton(page).click();
      // Time stands still from here, so only runFor moves the notice on. The pause lies 5 s
      // ahead of the page's clock because the clock keeps running until the runner's next call
      // arrives, and pausing at a moment already past is an error (a busy host took over 1 s).
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5000);

      // A key press, not a click: a click first waits for the button to stop moving, which
      // it cannot judge while the page's clock is paused (the dialog may still be easing in).
      await dialog(page).getByRole('button', { name: 'Copy link' }).press('Enter');

      await expect(dialog(page).getByRole('button', { name: 'Copied' })).toBeVisible();
      await expect(dialog(page).getByRole('status')).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
      await page.clock.runFor(COPIED_NOTICE_MS - 100);
      await expect(dialog(page).getByRole('button', { name: 'Copied' })).toBeVisible();
      await page.clock.runFor(200);
      await expect(dialog(page).getByRole('button', { name: 'Copy link' })).toBeVisible();
      await expect(dialog(page).getByRole('status')).toHaveText('');
    });

    test('a social network opens in a 550x400 share window', async ({ page, context }) => {
      await context.route(/^https:\/\/(www\.facebook\.com|twitter\.com|wa\.me)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>Share</title>' }),
      );
      await withoutShareSheet(page);
      await recordWindowOpen(page);
      await page.goto(url);
      await shareButton(page).click();

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        dialog(page)
          .getByRole('link', { name: /^Facebook/ })
          .click(),
      ]);

      expect(popup.url()).toBe(shareLinks(shareUrl, title)[0]!.href);
      expect(await popup.evaluate(() => [outerWidth, outerHeight])).toEqual([
        SHARE_WINDOW.width,
        SHARE_WINDOW.height,
      ]);
      const opened = await page.evaluate(() => (window as unknown as { opened: string[] }).opened);
      expect(opened).toHaveLength(1);
      expect(opened[0]).toMatch(
        new RegExp(`^width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height}(,|$)`),
      );
      // The page stays where it was: the share happens in the window.
      expect(page.url()).toBe(url);
    });

    test('email and SMS hand over to the device, not a window', async ({ page }) => {
      await withoutShareSheet(page);
      await page.goto(url);
      await shareButton(page).click();

      for (const name of ['Email', 'SMS']) {
        const link = dialog(page).getByRole('link', { name, exact: true });
        await expect(link).not.toHaveAttribute('target');
        await expect(link).toHaveAttribute('href', /^(mailto|sms):/);
      }
    });

    test('phones with a share sheet share through it; wide screens keep the dialog', async ({
      page,
      isMobile,
    }) => {
      await withShareSheet(page);
      await page.goto(url);

      await shareButton(page).click();

      if (isMobile) {
        await expect
          .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
          .toEqual([{ title, url: shareUrl }]);
        await expect(dialog(page)).toBeHidden();
      } else {
        await expect(dialog(page)).toBeVisible();
        expect(
          await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared),
        ).toEqual([]);
      }
    });
  });
}
