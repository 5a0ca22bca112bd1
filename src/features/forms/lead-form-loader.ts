/**
 * The only form code a page ships up front: it finds the lead form slots and loads the form
 * island (formik, the shared yup schemas, React's form) when it is needed, so pages where
 * nobody reaches a form download nothing more (the car page's JavaScript bar, DESIGN.md §6).
 *
 * - A slot with a placeholder loads when it comes within reach of the viewport, or when the
 *   shopper opens its form dialog. A slot inside a closed <dialog> is not rendered, so the
 *   observer first sees it when the dialog opens.
 * - A slot whose form the page already holds (`data-lead-form-static`, the contact pages)
 *   loads when the shopper reaches for it: focus, a press, a key or a pointer in it, or
 *   scrolling it near. A form that happens to sit near the top of the page costs nothing
 *   while the page loads. What the shopper typed before the island arrived stays (the island
 *   hydrates the same controls and takes their values on), and a submit pressed before it
 *   arrived is held and sent once the form is ready.
 */
import { loadLeadFormIsland } from './lead-form-island.ts';

const SLOT = '[data-lead-form]';
const STATIC = 'leadFormStatic';
/** Start loading a little before a form scrolls into view, so it is ready when it arrives. */
const NEAR = '600px 0px';
/** What counts as reaching for a drawn form. */
const INTENT = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'touchstart'] as const;

/** A drawn form's submit pressed before its island was ready: sent once it is. */
const heldSubmits = new WeakSet<HTMLElement>();

function sendHeldSubmit(slot: HTMLElement, form: HTMLFormElement): void {
  if (!heldSubmits.has(slot)) return;
  heldSubmits.delete(slot);
  form.requestSubmit();
}

function wake(slot: HTMLElement): void {
  if (slot.dataset['leadFormState']) return;
  slot.dataset['leadFormState'] = 'loading';
  loadLeadFormIsland().then(
    (mount) => mount(slot, (form) => sendHeldSubmit(slot, form)),
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

const slots = [...document.querySelectorAll<HTMLElement>(SLOT)];
const drawn = slots.filter((slot) => slot.dataset[STATIC] !== undefined);
for (const slot of slots) if (!drawn.includes(slot)) observer.observe(slot);

for (const slot of drawn) {
  const reach = () => wake(slot);
  for (const type of INTENT) slot.addEventListener(type, reach, { once: true, passive: true });
  // Listening on the slot, the island's own submit handler (on its root, inside the slot) has
  // already run when this does: a submit it did not take is the island not being ready yet.
  slot.addEventListener('submit', (event) => {
    if (event.defaultPrevented || slot.dataset['leadFormState'] === 'ready') return;
    event.preventDefault();
    heldSubmits.add(slot);
    wake(slot);
  });
}

// Scrolling is the shopper moving through the page: from the first scroll, drawn forms load
// as they come near, like the others. (Until then a drawn form near the top stays asleep.)
if (drawn.length) {
  window.addEventListener(
    'scroll',
    () => {
      for (const slot of drawn) if (!slot.dataset['leadFormState']) observer.observe(slot);
    },
    { once: true, passive: true },
  );
}

// Pointing at what may open a form dialog (a same-page link, a dialog button) starts the
// download before the click lands.
const OPENERS = 'a[href^="#"], [data-dialog-open]';
if (document.querySelector('dialog.fc-lead-dialog')) {
  document.addEventListener(
    'pointerover',
    (event) => {
      const opener = event.target instanceof Element && event.target.closest(OPENERS);
      if (opener) loadLeadFormIsland().catch(() => undefined);
    },
    { passive: true },
  );
}
