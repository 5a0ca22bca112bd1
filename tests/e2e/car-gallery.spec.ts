import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { carTitle } from '../../src/lib/cars/car-title.ts';
import { galleryImages } from '../../src/lib/cars/gallery-images.ts';
import { NOT_FOUND_IMAGE_URL } from '../../src/lib/media/index.ts';
import type { Car } from '../../src/lib/stock/car.ts';
import { trackErrors } from './support/page-checks.ts';
import { TENANTS, siteUrl, tenantSite } from './support/tenants.ts';

/** The dealer's first car with the most photos: more thumbnails than a phone shows at once. */
function carWithPhotos(slug: string): Car {
  const { cars } = tenantSite(slug);
  const most = Math.max(...cars.map((c) => c.photos_count));
  const car = cars.find((c) => c.photos_count === most);
  if (!car || most < 3) throw new Error(`${slug} has no car with three photos to test with`);
  return car;
}

const gallery = (page: Page, title: string) =>
  page.getByRole('region', { name: `Photos of ${title}` });
const track = (page: Page) =>
  page.getByRole('group', { name: 'Photos: swipe or use the arrow keys' });
const counter = (page: Page) => page.locator('.gallery__count');
const thumb = (page: Page, n: number, count: number) =>
  page.getByRole('button', { name: `Show photo ${n} of ${count}`, exact: true });
const viewer = (page: Page, title: string) =>
  page.getByRole('dialog', { name: `Photos of ${title}, full screen` });

/** Whether a thumbnail lies wholly within its strip's width (the strip scrolls sideways). */
const shownInStrip = (button: Locator) =>
  button.evaluate((el) => {
    const strip = el.parentElement!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return box.left >= strip.left - 1 && box.right <= strip.right + 1;
  });

/** WCAG 2.2 AA rules over the gallery (and its full-screen viewer) alone. */
async function expectGalleryAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('[data-gallery]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

for (const slug of TENANTS) {
  test.describe(`${slug} car gallery`, () => {
    const car = carWithPhotos(slug);
    const title = carTitle(car);
    const count = car.photos_count;
    const url = siteUrl(slug, `/cars/${car.slug}`);

    test('shows every photo 4:3 with its size, the first preloaded and fetched first', async ({
      page,
    }) => {
      const errors = trackErrors(page);
      const expected = galleryImages(car, title);

      await page.goto(url);

      const photos = track(page).getByRole('img');
      await expect(photos).toHaveCount(expected.length);
      for (const [i, image] of expected.entries()) {
        const photo = photos.nth(i);
        await expect(photo).toHaveAttribute('alt', `${title}, photo ${i + 1} of ${count}`);
        await expect(photo).toHaveAttribute('width', String(image.width));
        await expect(photo).toHaveAttribute('height', String(image.height));
        await expect(photo).toHaveAttribute('loading', i === 0 ? 'eager' : 'lazy');
      }
      await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute('href', expected[0]!.src);
      await expect(photos.first()).toHaveAttribute('src', expected[0]!.src);
      const box = await track(page).boundingBox();
      expect(Math.abs(box!.width / box!.height - 4 / 3)).toBeLessThan(0.01);
      await expect(counter(page)).toHaveText(`1 / ${count}`);
      await expectGalleryAccessible(page);
      expect(errors).toEqual([]);
    });

    test('arrow keys on the focused gallery move the counter and the current thumbnail', async ({
      page,
    }) => {
      await page.goto(url);
      await track(page).focus();

      await page.keyboard.press('ArrowRight');

      await expect(counter(page)).toHaveText(`2 / ${count}`);
      await expect(thumb(page, 2, count)).toHaveAttribute('aria-current', 'true');
      await expect(thumb(page, 1, count)).not.toHaveAttribute('aria-current');
      await expect(track(page).getByRole('img').nth(1)).toBeInViewport({ ratio: 0.9 });
      await expect(
        gallery(page, title).getByRole('button', { name: 'Previous photo' }),
      ).toHaveAttribute('aria-disabled', 'false');

      await page.keyboard.press('End');
      await expect(counter(page)).toHaveText(`${count} / ${count}`);
      await expect(thumb(page, count, count)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => shownInStrip(thumb(page, count, count))).toBe(true);
      await expect(
        gallery(page, title).getByRole('button', { name: 'Next photo' }),
      ).toHaveAttribute('aria-disabled', 'true');

      await page.keyboard.press('Home');
      await expect(counter(page)).toHaveText(`1 / ${count}`);
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(`1 / ${count}`);
    });

    test('a thumbnail click shows that photo', async ({ page }) => {
      await page.goto(url);

      await thumb(page, 3, count).click();

      await expect(counter(page)).toHaveText(`3 / ${count}`);
      await expect(thumb(page, 3, count)).toHaveAttribute('aria-current', 'true');
      await expect(track(page).getByRole('img').nth(2)).toBeInViewport({ ratio: 0.9 });
    });

    test('the next and previous buttons step through the photos', async ({ page }) => {
      await page.goto(url);
      const buttons = gallery(page, title);

      await buttons.getByRole('button', { name: 'Next photo' }).click();
      await buttons.getByRole('button', { name: 'Next photo' }).click();
      await buttons.getByRole('button', { name: 'Previous photo' }).click();

      await expect(counter(page)).toHaveText(`2 / ${count}`);
      await expect(thumb(page, 2, count)).toHaveAttribute('aria-current', 'true');
    });

    test('swiping the photos (scrolling the track) updates the counter', async ({ page }) => {
      await page.goto(url);

      await track(page).evaluate((el) => el.scrollTo({ left: el.clientWidth * 2 }));

      await expect(counter(page)).toHaveText(`3 / ${count}`);
      await expect(thumb(page, 3, count)).toHaveAttribute('aria-current', 'true');
    });

    test('full screen opens on the current photo, steps with the keys, and Escape closes it', async ({
      page,
    }) => {
      await page.goto(url);
      await thumb(page, 2, count).click();
      const zoom = gallery(page, title).getByRole('button', { name: 'View photos full screen' });

      await zoom.click();

      const dialog = viewer(page, title);
      await expect(dialog).toBeVisible();
      const large = dialog.getByRole('img');
      await expect(large).toHaveAttribute('alt', `${title}, photo 2 of ${count}`);
      await expectGalleryAccessible(page);
      await page.keyboard.press('ArrowRight');
      await expect(large).toHaveAttribute('alt', `${title}, photo 3 of ${count}`);
      await expect(dialog.getByText(`3 / ${count}`)).toBeVisible();

      await page.keyboard.press('Escape');

      await expect(dialog).toBeHidden();
      await expect(zoom).toBeFocused();
      await expect(counter(page)).toHaveText(`3 / ${count}`);
    });

    test('dragging the full-screen photo sideways steps through the photos', async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'a mouse drag stands in for the swipe; phones have no mouse');
      await page.goto(url);
      await gallery(page, title).getByRole('button', { name: 'View photos full screen' }).click();
      const large = viewer(page, title).getByRole('img');
      const box = (await large.boundingBox())!;
      const y = box.y + box.height / 2;

      await page.mouse.move(box.x + box.width * 0.7, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
      await page.mouse.up();

      await expect(large).toHaveAttribute('alt', `${title}, photo 2 of ${count}`);
    });

    test('the close button leaves full screen', async ({ page }) => {
      await page.goto(url);
      await gallery(page, title).getByRole('button', { name: 'View photos full screen' }).click();

      await viewer(page, title).getByRole('button', { name: 'Close full screen' }).click();

      await expect(viewer(page, title)).toBeHidden();
    });

    test('a photo that fails to load shows the not-found image', async ({ page }) => {
      const second = new URL(galleryImages(car, title)[1]!.src, url).pathname;
      await page.route(`**${second}*`, (route) => route.fulfill({ status: 404 }));
      await page.goto(url);

      await thumb(page, 2, count).click();

      await expect(track(page).getByRole('img').nth(1)).toHaveAttribute('src', NOT_FOUND_IMAGE_URL);
    });

    test('a car with no photos shows the not-found image and nothing to step through', async ({
      page,
    }) => {
      const bare = tenantSite(slug).cars.find((c) => c.photos_count === 0);
      test.skip(!bare, `${slug} has no car without photos`);
      if (!bare) return;
      const bareTitle = carTitle(bare);

      await page.goto(siteUrl(slug, `/cars/${bare.slug}`));

      const region = gallery(page, bareTitle);
      await expect(
        region.getByRole('img', { name: `No photos of ${bareTitle} yet` }),
      ).toHaveAttribute('src', NOT_FOUND_IMAGE_URL);
      await expect(region.getByRole('button')).toHaveCount(0);
      await expectGalleryAccessible(page);
    });
  });
}
