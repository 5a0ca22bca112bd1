/**
 * The only checkout code a page ships up front. The island (React, formik, the shared
 * schemas) loads when the details form comes within reach of the viewport, or when the
 * shopper points at or tabs towards it, like the lead forms (lead-form-loader.ts): the car,
 * the deposit and the terms paint and settle first, and a phone's main thread stays free
 * while the shopper reads them. A shopper coming back from a declined or cancelled payment
 * (`?payment=…`) gets it at once: the island says no deposit was taken.
 */
import { storedAttemptKey } from './island/attempt-store.ts';
import { fetchReservationStatus } from './island/checkout-api.ts';
import type { StatusAnswer } from '../../lib/checkout/api-answers.ts';
import { paymentNotice } from '../../lib/checkout/return-url.ts';

const NEAR = '600px 0px';

let started = false;

function loadCheckout(slot: HTMLElement, status: Promise<StatusAnswer>): void {
  if (started) return;
  started = true;
  import('./island/mount.tsx').then(
    (module) => module.mountCheckout(slot, status),
    () => {
      started = false;
      const root = slot.querySelector('[data-checkout-root]');
      if (root)
        root.textContent =
          'The form could not load. Please check your connection and reload the page.';
    },
  );
}

const slot = document.querySelector<HTMLElement>('[data-checkout]');
const ids = slot?.dataset['checkoutCar']?.split(':').map(Number);
const siteSlug = slot?.dataset['checkoutSite'] ?? '';
if (slot && ids?.length === 2) {
  // Asked at once (a small fetch, no React): a car held or reserved since the build shows
  // why straight away, wherever the shopper is on the page.
  const status = fetchReservationStatus(ids[0]!, ids[1]!, storedAttemptKey(siteSlug, ids[1]!));
  void status.then((answer) => {
    if (answer.kind === 'unavailable') loadCheckout(slot, status);
  });
  if (paymentNotice(window.location.search)) loadCheckout(slot, status);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      loadCheckout(slot, status);
    },
    { rootMargin: NEAR },
  );
  observer.observe(slot);
  for (const event of ['pointerover', 'focusin'] as const)
    slot.closest('section')?.addEventListener(event, () => loadCheckout(slot, status), {
      once: true,
    });
}

export {};
