import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, trackErrors } from './support/page-checks.ts';
import { ANY_WIDTH } from './support/widths.ts';
import { siteUrl } from './support/tenants.ts';

/**
 * The nearest-dealership box on /locations and the contact page, against the real platform
 * API's geocoding (the embedded Australian postcode table).
 */
const GROUP = 'meridian-motor-group';
const POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';

/** Records every geocoding request the page makes. */
function geocodeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/geocode') urls.push(request.url());
  });
  return urls;
}

async function search(page: Page, postcode: string) {
  const box = page.getByRole('region', { name: 'Find your nearest dealership' });
  await box.getByLabel('Postcode').fill(postcode);
  await box.getByRole('button', { name: 'Find nearest' }).click();
  return box;
}

function kilometres(text: string): number {
  const match = /([\d,]+(?:\.\d)?) km/.exec(text);
  if (!match?.[1]) throw new Error(`no distance in "${text}"`);
  return Number(match[1].replace(/,/g, ''));
}

test.describe('nearest dealership by postcode', () => {
  test('a valid postcode lists the nearest locations first, with distances', async ({ page }) => {
    const errors = trackErrors(page);
    const requests = geocodeRequests(page);
    await page.goto(siteUrl(GROUP, '/locations'));

    // Southport QLD 4215: the Kia dealership on Ferry Road, Southport is nearest.
    const box = await search(page, '4215');
    const status = box.getByRole('status');
    await expect(status).toHaveText(
      /^5 locations nearest to 4215, nearest first: Meridian Kia Southport - Sales, \d+\.\d km away\.$/,
    );
    const items = box.getByRole('listitem');
    await expect(items).toHaveCount(5);
    await expect(items.first().getByRole('link').first()).toHaveText(
      'Meridian Kia Southport - Sales',
    );
    await expect(items.first().getByRole('link').first()).toHaveAttribute(
      'href',
      '/locations/meridian-kia-southport-sales',
    );
    await expect(items.first()).toContainText('Sales · 88 Ferry Road');
    await expect(
      items.first().getByRole('link', { name: /^Get Directions to Meridian Kia Southport/ }),
    ).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\//);

    const distances = (await items.allTextContents()).map(kilometres);
    expect(distances).toEqual(distances.toSorted((a, b) => a - b));
    expect(distances[0]).toBeLessThan(10);
    // The Gold Coast and Brisbane sites come before Brisbane's north (North Lakes, ~90 km).
    expect(distances.at(-1)).toBeLessThan(90);
    expect(requests).toEqual([siteUrl(GROUP, '/api/geocode?postcode=4215')]);

    // A second search replaces the list: Brisbane's north side, North Lakes 4509.
    await search(page, '4509');
    await expect(status).toHaveText(
      /nearest to 4509, nearest first: Meridian Hyundai North Lakes, \d+\.\d km away\.$/,
    );
    await expect(items.first().getByRole('link').first()).toHaveText(
      'Meridian Hyundai North Lakes',
    );
    expect(errors).toEqual([]);
  });

  test(
    'three digits show the §5 message on the field without asking the server',
    ANY_WIDTH,
    async ({ page }) => {
      const requests = geocodeRequests(page);
      await page.goto(siteUrl(GROUP, '/locations'));
      const box = await search(page, '421');
      const input = box.getByLabel('Postcode');
      await expect(box.getByText(POSTCODE_MESSAGE)).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        new RegExp(POSTCODE_MESSAGE.replace('.', '\\.')),
      );
      await expect(input).toBeFocused();
      await expect(box.getByRole('listitem')).toHaveCount(0);
      expect(requests).toEqual([]);

      // Corrected, the message goes and the list comes.
      await search(page, '4215');
      await expect(box.getByRole('listitem')).toHaveCount(5);
      await expect(box.getByText(POSTCODE_MESSAGE)).toHaveCount(0);
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    },
  );

  test(
    "a postcode nobody uses shows 'Invalid postcode' from the API",
    ANY_WIDTH,
    async ({ page }) => {
      const requests = geocodeRequests(page);
      await page.goto(siteUrl(GROUP, '/locations'));
      const box = await search(page, '0000');
      const input = box.getByLabel('Postcode');
      await expect(box.locator('[data-nearest-error]')).toHaveText('Invalid postcode');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(/Invalid postcode$/);
      await expect(box.getByRole('listitem')).toHaveCount(0);
      expect(requests).toHaveLength(1);
    },
  );

  test('the box passes axe with its results shown', async ({ page }) => {
    await page.goto(siteUrl(GROUP, '/locations'));
    const box = await search(page, '4215');
    await expect(box.getByRole('listitem')).toHaveCount(5);
    await expectNoAxeViolations(page);
  });

  test('the contact page of a dealer with two addresses offers the box too', async ({ page }) => {
    await page.goto(siteUrl('kestrel-bay-subaru', '/contact'));
    const box = await search(page, '2250');
    await expect(box.getByRole('listitem')).toHaveCount(3);
    await expect(box.getByRole('status')).toHaveText(
      /^3 locations nearest to 2250, nearest first: Kestrel Bay Subaru - /,
    );
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', ANY_WIDTH, () => {
  test.use({ javaScriptEnabled: false });

  test('the box is not shown and every location stays listed', async ({ page }) => {
    await page.goto(siteUrl(GROUP, '/locations'));
    await expect(page.getByRole('region', { name: 'Find your nearest dealership' })).toBeHidden();
    await expect(
      page.getByRole('heading', { name: 'Meridian Kia Southport - Sales' }),
    ).toBeVisible();
  });
});
