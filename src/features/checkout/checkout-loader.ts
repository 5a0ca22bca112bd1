/**
 * The only checkout code a page ships up front: it loads the checkout island (React, formik,
 * the shared schemas) once the browser is idle, so the car summary and terms paint first.
 */
function loadCheckout(slot: HTMLElement): void {
  import('./island/mount.tsx').then(
    (module) => module.mountCheckout(slot),
    () => {
      const root = slot.querySelector('[data-checkout-root]');
      if (root)
        root.textContent =
          'The form could not load. Please check your connection and reload the page.';
    },
  );
}

const slot = document.querySelector<HTMLElement>('[data-checkout]');
if (slot) {
  if ('requestIdleCallback' in window)
    requestIdleCallback(() => loadCheckout(slot), { timeout: 1500 });
  else setTimeout(() => loadCheckout(slot), 1);
}

export {};
