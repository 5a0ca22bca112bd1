/**
 * Drives a dealer's search page in Chromium at 4× CPU slowdown and measures each of its main
 * interactions the way Interaction to Next Paint does: Event Timing entries (durationThreshold
 * 16 ms) of the interaction, its longest entry taken. Each measurement starts from a freshly
 * loaded, hydrated page whose search backend is already loaded (a shopper's first touch loads
 * it), so one interaction's leftovers never land in the next one's figure.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { interactionDuration } from '../../../lib/search/bench/interaction-stats.ts';
import { mainThreadCpuMs } from './trace-cpu.ts';

export const CPU_SLOWDOWN = 4;

/** Viewports: the sidebar at desktop width, the filter drawer on a phone. */
const DESKTOP = { width: 1366, height: 900 } as const;
const PHONE = { width: 390, height: 844 } as const;

export interface Interaction {
  name: string;
  viewport: 'desktop' | 'phone';
  /** Gets the page to just before the measured input (not measured). */
  prepare?: (page: Page) => Promise<void>;
  /**
   * The measured input: a tap (phone) or click (desktop) on this element, at the point found
   * before measuring (Playwright's own checks on the element then run outside the measurement;
   * on desktop the mouse is moved there beforehand too)…
   */
  press?: (page: Page) => Locator;
  /** …or a key press on the element `prepare` focused. */
  key?: string;
}

const filters = '#search-filters';

/** A filter group's first control of `selector`, the group found by its heading's text. */
function inGroup(page: Page, heading: RegExp, selector: string) {
  return page
    .locator(`${filters} section`)
    .filter({ has: page.getByRole('heading', { name: heading }) })
    .locator(selector)
    .first();
}

export const INTERACTIONS: readonly Interaction[] = [
  {
    name: 'make',
    viewport: 'desktop',
    press: (page) => page.locator(`${filters} button[data-attribute="make"]`).first(),
  },
  {
    name: 'body style',
    viewport: 'desktop',
    press: (page) => page.locator(`${filters} button[data-attribute="simple_body"]`).first(),
  },
  {
    name: 'car type',
    viewport: 'desktop',
    press: (page) => inGroup(page, /^Condition$/, 'input[type="checkbox"]'),
  },
  {
    name: 'price slider',
    viewport: 'desktop',
    // A step of the top handle by keyboard: one discrete input, as a tap on the track is.
    prepare: (page) => page.getByRole('slider', { name: 'Maximum price' }).focus(),
    key: 'ArrowLeft',
  },
  {
    name: 'sort',
    viewport: 'desktop',
    // A key press on the closed select picks the next order, as a choice from its list does.
    prepare: (page) => page.getByLabel('Sort by').focus(),
    key: 'ArrowDown',
  },
  {
    name: 'next page',
    viewport: 'desktop',
    press: (page) => page.getByRole('link', { name: 'Next page' }),
  },
  {
    name: 'drawer open',
    viewport: 'phone',
    press: (page) => page.getByRole('button', { name: /^Filters/ }),
  },
  {
    name: 'drawer make',
    viewport: 'phone',
    prepare: (page) => page.getByRole('button', { name: /^Filters/ }).click(),
    press: (page) => page.locator(`${filters} button[data-attribute="make"]`).first(),
  },
  {
    name: 'drawer apply',
    viewport: 'phone',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).click();
      await page.locator(`${filters} button[data-attribute="make"]`).first().click();
      await settle(page);
    },
    press: (page) => page.locator(filters).getByRole('button', { name: /^Show [\d,]+ / }),
  },
];

/** Collects the page's Event Timing entries that belong to an interaction. */
const OBSERVE_EVENTS = `(() => {
  const entries = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) entries.push(entry.duration);
  });
  observer.observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.__fcInteractions = {
    reset() { observer.takeRecords(); entries.length = 0; },
    take() {
      for (const entry of observer.takeRecords()) if (entry.interactionId) entries.push(entry.duration);
      return entries.splice(0);
    },
  };
})();`;

interface InteractionProbe {
  reset(): void;
  take(): number[];
}

/** Waits until the page has painted twice after its last work, and the main thread is idle. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const frames = (n: number) =>
          n === 0 ? resolve() : requestAnimationFrame(() => setTimeout(() => frames(n - 1), 50));
        frames(3);
      }),
  );
}

/** The measured input, its target found (and scrolled into view) beforehand. */
async function inputFor(page: Page, interaction: Interaction): Promise<() => Promise<void>> {
  const { key, press } = interaction;
  if (key) return () => page.keyboard.press(key);
  if (!press) throw new Error(`${interaction.name}: no input to measure`);
  const target = press(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${interaction.name}: the element to press is not shown`);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (interaction.viewport === 'phone') return () => page.touchscreen.tap(x, y);
  // A mouse arrives over what it clicks before it clicks: the hover (pointerover, mouseover,
  // :hover styles) happens then, not in the click's own burst of events as a tap's does.
  await page.mouse.move(x, y);
  return () => page.mouse.click(x, y);
}

export interface PageTarget {
  tenant: string;
  url: string;
}

export interface InteractionSample {
  /** INP-like: the interaction's longest Event Timing entry, in ms (wall clock). */
  inpMs: number;
  /**
   * Main-thread CPU time from the input until the page settled (trace thread time): how much
   * work an interaction is, deferred renders included. Chrome's slowdown does not stretch it;
   * other processes' load stretches it less than wall time, yet still noticeably.
   */
  cpuMs: number;
}

/** One run of one interaction on a fresh page. */
export async function measureOnce(
  browser: Browser,
  target: PageTarget,
  interaction: Interaction,
): Promise<InteractionSample> {
  const phone = interaction.viewport === 'phone';
  const context: BrowserContext = await browser.newContext({
    viewport: phone ? PHONE : DESKTOP,
    deviceScaleFactor: phone ? 3 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_EVENTS);
    await page.goto(target.url, { waitUntil: 'load' });
    await page.locator('[data-search-live]').waitFor({ state: 'attached', timeout: 30_000 });
    // A focus inside the island starts loading the search backend, as a shopper's first touch does.
    await page.evaluate(() =>
      document
        .querySelector('[data-search-live]')
        ?.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    );
    await settle(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await interaction.prepare?.(page);
    const act = await inputFor(page, interaction);
    await settle(page);
    await page.evaluate(() =>
      (window as unknown as { __fcInteractions: InteractionProbe }).__fcInteractions.reset(),
    );
    await browser.startTracing(page, { categories: ['toplevel'] });
    await act();
    await settle(page);
    const trace = await browser.stopTracing();
    const durations = await page.evaluate(() =>
      (window as unknown as { __fcInteractions: InteractionProbe }).__fcInteractions.take(),
    );
    return { inpMs: interactionDuration(durations), cpuMs: mainThreadCpuMs(trace) };
  } finally {
    await context.close();
  }
}
