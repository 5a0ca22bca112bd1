/**
 * Writes every 'Open now' line on the page (OpenNowLine.astro) for this moment, then again at
 * each new minute while the page is visible, and at once when the shopper comes back to it.
 */
import { openNowLine, type OpenNowData } from '../../lib/hours/open-now.ts';
import { openStatus } from '../../lib/hours/open-status.ts';

const lines = [...document.querySelectorAll<HTMLElement>('[data-open-now]')].flatMap((element) => {
  try {
    return [{ element, data: JSON.parse(element.dataset['openNow'] ?? '') as OpenNowData }];
  } catch {
    return [];
  }
});

let timer: ReturnType<typeof setTimeout> | undefined;

function draw(): void {
  const now = new Date();
  for (const { element, data } of lines) {
    const status = openStatus(data.hours, now, data.zone, data.special);
    element.textContent = openNowLine(status);
    element.dataset['state'] = status.open ? 'open' : 'closed';
  }
  clearTimeout(timer);
  if (document.visibilityState === 'visible') {
    timer = setTimeout(draw, 60_000 - (now.getTime() % 60_000) + 50);
  }
}

draw();
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') draw();
});
