import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions for the page's lifetime. */
export function trackErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * WCAG 2.2 AA rules, as DESIGN.md's accessibility bar asks. Legacy mode runs axe in the page
 * itself: the default opens a blank page per scan to merge the frames' partial results, about
 * 1 s of each scan here (2.3 s instead of 3.3 s for a car page at phone width). What it gives
 * up is scanning inside frames; the only frames our pages hold are third parties' (a location
 * map, a service booking form), and the frame element itself, its title, is still checked.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsFinished(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}

/**
 * Waits for every finite CSS animation and transition on the page to end. A colour read while
 * an element fades in (the favourites bar slides in at 0.3 s) is neither its start nor its end
 * state, and axe would judge the contrast of that blend.
 */
async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

type JsonLdNode = Record<string, unknown>;

/**
 * Every JSON-LD node on the page, parsed, with `@graph` containers and arrays flattened;
 * a script that is not valid JSON fails the test.
 */
export async function jsonLdOf(page: Page): Promise<JsonLdNode[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const flatten = (value: unknown): JsonLdNode[] => {
    if (Array.isArray(value)) return value.flatMap(flatten);
    const node = value as JsonLdNode;
    return Array.isArray(node['@graph']) ? flatten(node['@graph']) : [node];
  };
  return texts.flatMap((text) => flatten(JSON.parse(text)));
}
