import type { Page, Request, Response } from '@playwright/test';

/**
 * How long the network must stay quiet to count as settled: Playwright's own `networkidle`
 * window. That lifecycle event itself can be lost for good when a request starts and ends
 * around DOMContentLoaded (microsoft/playwright#42598, closed as discouraged API), and a test
 * waiting for it then hangs to its limit, as ours did on a busy CI host.
 */
const QUIET_MS = 500;

/** A React bundle, by content: React and React DOM both define this element type. */
const REACT_MARK = 'react.transitional.element';

/** What a page asks of the network from the moment `trackNetwork` is called. */
export interface NetworkLog {
  /** The URLs of every request so far, in order. */
  urls(): string[];
  /** The URLs of the scripts requested so far, in order. */
  scripts(): string[];
  /** The URLs of those scripts loaded so far that are React code, read from their bodies. */
  reactScripts(): Promise<string[]>;
  /** Resolves once the page has loaded and no request has been in flight for 500 ms. */
  settled(): Promise<void>;
}

/** Starts recording `page`'s requests; call it before the navigation to be judged. */
export function trackNetwork(page: Page): NetworkLog {
  const urls: string[] = [];
  const scripts: string[] = [];
  const scriptBodies: Promise<{ url: string; text: string | null }>[] = [];
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let waiters: (() => void)[] = [];

  const wakeWaiters = () => {
    const woken = waiters;
    waiters = [];
    for (const wake of woken) wake();
  };
  const armQuietTimer = () => {
    clearTimeout(quietTimer);
    if (inFlight.size === 0) quietTimer = setTimeout(wakeWaiters, QUIET_MS);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    armQuietTimer();
  };

  page.on('request', (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
    clearTimeout(quietTimer);
    urls.push(request.url());
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    // The body is read as it arrives: a later navigation would discard it.
    scriptBodies.push(
      response.text().then(
        (text) => ({ url: response.url(), text }),
        () => ({ url: response.url(), text: null }),
      ),
    );
  });

  return {
    urls: () => [...urls],
    scripts: () => [...scripts],
    async reactScripts() {
      const loaded = await Promise.all(scriptBodies);
      const unread = loaded.filter(({ text }) => text === null).map(({ url }) => url);
      // A script that cannot be judged must not pass for one without React.
      if (unread.length > 0) throw new Error(`could not read ${unread.join(', ')}`);
      return loaded.filter(({ text }) => text?.includes(REACT_MARK)).map(({ url }) => url);
    },
    async settled() {
      await page.waitForLoadState('load');
      if (inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS) return;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        armQuietTimer();
      });
    },
  };
}
