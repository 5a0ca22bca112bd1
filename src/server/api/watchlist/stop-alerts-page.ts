/**
 * The small pages of the one-tap stop link. GET never changes anything: link scanners in
 * mail and messaging apps (Outlook Safe Links, iMessage previews) fetch every link they
 * see, and a GET that switched alerts off would stop them before the shopper ever read the
 * message. So the link opens a page with one button, and its POST does the stopping (no
 * sign-in: the unguessable token in the link is the proof).
 */
import type { VehicleWords } from '../../../lib/content/vehicle-words.ts';
import { escapeHtml } from '../../../lib/html/escape.ts';

/** One inline stylesheet, allowed by its hash in the page's own Content-Security-Policy. */
const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;color:#1a1a1a}' +
  'main{max-width:32rem;margin:0 auto}h1{font-size:1.5rem;line-height:1.25}' +
  'button{font:inherit;padding:.75rem 1.25rem;min-height:44px;border-radius:6px;border:0;' +
  'background:#1a1a1a;color:#fff;cursor:pointer}a{color:inherit}';

export function stopPageStyle(): string {
  return STYLE;
}

function page(title: string, body: string): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main>${body}</main></body></html>`
  );
}

export interface StopPageFacts {
  dealerName: string;
  carName: string;
  /** The dealer's site, to go back to. */
  siteUrl: string;
  /** The watchlist page on it, where alerts are switched on again. */
  watchlistUrl: string;
  /** The dealer's vehicle noun: 'Stop alerts for this motorcycle' on a motorcycle site. */
  words: VehicleWords;
}

/** GET: what the button will do, and the button. */
export function confirmStopPage(facts: StopPageFacts, token: string): string {
  const stop = `Stop alerts for this ${facts.words.singular}`;
  return page(
    stop,
    `<h1>Stop alerts for ${escapeHtml(facts.carName)}?</h1>` +
      `<p>${escapeHtml(facts.dealerName)} will stop sending you price, sale and stock alerts about this ${facts.words.singular}. It stays on your watchlist.</p>` +
      '<form method="post" action="/api/watchlist/stop-alerts">' +
      `<input type="hidden" name="token" value="${escapeHtml(token)}">` +
      `<button type="submit">${stop}</button></form>` +
      `<p><a href="${escapeHtml(facts.siteUrl)}">Back to ${escapeHtml(facts.dealerName)}</a></p>`,
  );
}

/** POST: done, and how to undo it. */
export function stoppedPage(facts: StopPageFacts): string {
  return page(
    'Alerts stopped',
    `<h1>Alerts stopped</h1>` +
      `<p>You will get no more alerts about ${escapeHtml(facts.carName)}. It stays on your watchlist.</p>` +
      `<p>To switch them on again, open <a href="${escapeHtml(facts.watchlistUrl)}">your watchlist</a> on ${escapeHtml(facts.dealerName)}'s website (you may be asked to sign in) and tick the alerts under the ${facts.words.singular}.</p>` +
      `<p><a href="${escapeHtml(facts.siteUrl)}">Back to ${escapeHtml(facts.dealerName)}</a></p>`,
  );
}

/** An unknown or mistyped link. */
export function unknownStopPage(siteUrl: string, dealerName: string, words: VehicleWords): string {
  return page(
    'Link not recognised',
    '<h1>This link is not recognised</h1>' +
      `<p>It may have been copied only in part. You can switch alerts off on your watchlist, under each ${words.singular}.</p>` +
      `<p><a href="${escapeHtml(siteUrl)}">Back to ${escapeHtml(dealerName)}</a></p>`,
  );
}
