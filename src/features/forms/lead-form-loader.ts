/**
 * The only form code a page ships up front: it finds the lead form slots and loads the form
 * island (formik, the shared yup schemas, React's form) when a slot comes within reach of the
 * viewport, or when the shopper opens a form dialog. A slot inside a closed <dialog> is not
 * rendered, so the observer first sees it when the dialog opens. Pages where nobody scrolls to
 * a form or opens one download nothing more (the car page's JavaScript bar, DESIGN.md §6).
 */
type Mount = (slot: HTMLElement) => void;

const SLOT = '[data-lead-form]';
/** Start loading a little before a form scrolls into view, so it is ready when it arrives. */
const NEAR = '600px 0px';

let island: Promise<Mount> | undefined;

function loadIsland(): Promise<Mount> {
  // A failed download (offline) is tried again the next time a form comes near.
  island ??= import('./island/mount.tsx').then(
    (module) => module.mountLeadForm,
    (error: unknown) => {
      island = undefined;
      throw error;
    },
  );
  return island;
}

function wake(slot: HTMLElement): void {
  if (slot.dataset['leadFormState']) return;
  slot.dataset['leadFormState'] = 'loading';
  loadIsland().then(
    (mount) => mount(slot),
    () => delete slot.dataset['leadFormState'],
  );
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      wake(entry.target as HTMLElement);
    }
  },
  { rootMargin: NEAR },
);

for (const slot of document.querySelectorAll<HTMLElement>(SLOT)) observer.observe(slot);

// Pointing at what may open a form dialog (a same-page link, a dialog button) starts the
// download before the click lands.
const OPENERS = 'a[href^="#"], [data-dialog-open]';
if (document.querySelector('dialog.fc-lead-dialog')) {
  document.addEventListener(
    'pointerover',
    (event) => {
      const opener = event.target instanceof Element && event.target.closest(OPENERS);
      if (opener) loadIsland().catch(() => undefined);
    },
    { passive: true },
  );
}
