/**
 * Debian's Chromium and the launch flags that work on this machine kind (DESIGN.md §3), in one
 * place for everything that starts it: the end-to-end tests (playwright.config.ts),
 * bench:interactions (Playwright) and bench:lighthouse (chrome-launcher).
 */

/** `npx playwright install` cannot download here; CHROME_PATH picks another build. */
export const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Playwright's launch options for that Chromium. */
export const chromiumLaunchOptions = {
  executablePath: CHROME_PATH,
  args: [...CHROMIUM_FLAGS],
};
