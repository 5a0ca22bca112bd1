/** Loads the confirmation island at once: the page has nothing to show without it. */
const slot = document.querySelector<HTMLElement>('[data-reservation]');
if (slot) {
  import('./island/mount-confirmation.tsx').then(
    (module) => module.mountConfirmation(slot),
    () => {
      const root = slot.querySelector('[data-reservation-root]');
      if (root)
        root.textContent =
          'Your reservation could not load. Please check your connection and reload the page.';
    },
  );
}

export {};
