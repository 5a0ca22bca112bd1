/**
 * The sign-in page's only up-front script: gives the Back link its address from `back`, and
 * loads the form island when its slot comes into view (it is at the top of the page, so
 * at once, but without holding up the page's first paint).
 */
import { signInTargets } from '../../lib/watchlist/sign-in-link.ts';

const { back } = signInTargets(location.search);
for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-sign-in-back]'))
  link.href = back;

const slot = document.querySelector<HTMLElement>('[data-sign-in]');
if (slot) {
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void import('./island/mount.tsx').then((module) => module.mountSignIn(slot));
  });
  observer.observe(slot);
}
