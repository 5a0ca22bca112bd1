import { defineConfig, devices } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from './scripts/support/chromium.ts';
import { ANY_WIDTH_TAG } from './tests/e2e/support/widths.ts';
import { resolveLocalhostSubdomainsToLoopback } from './src/server/serve/loopback-dns.ts';
import { indexOrigin, tenantOrigin } from './src/server/serve/tenant-url.ts';

// Chromium resolves <slug>.localhost itself; Node (Playwright's `request` fixture) asks the
// system resolver, which does not know it here. The runner and every worker load this file.
resolveLocalhostSubdomainsToLoopback();

/** The port the e2e server listens on; distinct from `npm start`'s 4321 so both can run. */
export const TEST_PORT = Number(process.env['FORECOURT_TEST_PORT'] ?? 4399);

/** Absolute URL of a path on a dealer's local site, e.g. siteUrl('kestrel-bay-subaru', '/finance'). */
export function siteUrl(slug: string, path = '/'): string {
  return `${tenantOrigin(slug, TEST_PORT)}${path.startsWith('/') ? path : `/${path}`}`;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two browsers at once, not Playwright's default of half the cores (one on a 2-core box): a
  // test spends most of its time waiting (navigations, the server, animations, timers), about
  // 1 s of CPU (browser, runner and server together) in its 2-3 s, so one worker leaves the
  // cores mostly idle. `--workers=N` overrides it.
  workers: 2,
  forbidOnly: Boolean(process.env['CI']),
  // Every step of a test awaits an event (a navigation, an element, an answer), so a slower
  // host needs longer limits, not other tests. CI hosts run two to three times slower than a
  // developer's machine on some days (an axe scan of a search page took 8 s there), and a test
  // that times out there proves nothing; locally the defaults keep a hung test quick to spot.
  timeout: process.env['CI'] ? 90_000 : 30_000,
  expect: { timeout: process.env['CI'] ? 15_000 : 5_000 },
  retries: process.env['CI'] ? 1 : 0,
  reporter: process.env['CI'] ? 'line' : 'list',
  use: {
    baseURL: indexOrigin(TEST_PORT),
    // Recording a trace costs every test its screenshots and snapshots (about a sixth of the
    // browser and runner CPU), so CI, which retries a failed test once, records only the
    // retry; locally, without retries, every test records and keeps the trace of a failure.
    trace: process.env['CI'] ? 'on-first-retry' : 'retain-on-failure',
    // Debian's Chromium with the flags of DESIGN.md §3 (shared with the benches).
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'phone',
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7']?.userAgent ?? '',
      },
      // What works the same at every width (the printable car, form validation and the
      // finance card's steps, the pages' security policy, structured data) is tested once, at
      // desktop width; phones run the specs whose layout or behaviour differs there, less the
      // single tests marked ANY_WIDTH (tests/e2e/support/widths.ts).
      grepInvert: new RegExp(ANY_WIDTH_TAG),
      testIgnore: [
        'print.spec.ts',
        'forms.spec.ts',
        'forms-finance.spec.ts',
        'csp.spec.ts',
        'car-pages-structured-data.spec.ts',
      ],
    },
    {
      name: 'desktop',
      use: {
        browserName: 'chromium',
        viewport: { width: 1366, height: 900 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
      },
    },
  ],
  // Builds every sample dealer that is missing or outdated, then serves them all.
  webServer: {
    command: `"${process.execPath}" scripts/start.ts --port=${TEST_PORT}`,
    cwd: fileURLToPath(new URL('.', import.meta.url)),
    url: `${indexOrigin(TEST_PORT)}/`,
    reuseExistingServer: !process.env['CI'],
    timeout: 600_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      ASTRO_TELEMETRY_DISABLED: '1',
      // Leads the tests send stay out of the developer's own store and outbox in .data/.
      FORECOURT_DATA_DIR: '.cache/e2e-data',
      // Every test's browser shares one loopback address; the limits have their own tests.
      FORECOURT_RATE_PER_IP: 'off',
      // A test fills a form in milliseconds; the minimum time has its own integration test.
      FORECOURT_MIN_FILL_MS: '0',
    },
  },
});
