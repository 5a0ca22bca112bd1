/**
 * A search card's Enquire and Book a Test Drive (CardButtons.tsx) open the car's form in a
 * dialog on the page (CardLeadDialogs.astro) instead of going to the car page. The button is
 * a link to the car page's form, so without JavaScript it still reaches one. The button
 * carries its car as JSON: the dialog takes the button's words as its title and names the
 * car, and the form island builds that car's form (island/mount.tsx). Escape, Close and the
 * backdrop close it (ui/Dialog); focus then returns to the button.
 *
 * The form's code is fetched when a card's button is pointed at, focused or pressed; this
 * script is all a page of cards ships up front for its forms.
 */
import { loadLeadFormIsland } from './lead-form-island.ts';

const BUTTON = 'a[data-lead-car]';

/** The dialog a card's button opened, and the button: focus goes back to it on close. */
let opened: { dialog: HTMLDialogElement; button: HTMLElement } | undefined;

function open(button: HTMLAnchorElement, dialog: HTMLDialogElement, car: string): void {
  const slot = dialog.querySelector<HTMLElement>('[data-lead-form]');
  if (!slot) return;
  dialog.querySelector(`#${dialog.id}-title`)!.textContent = button.textContent;
  const about = (JSON.parse(car) as { about: string }).about;
  dialog.querySelector('[data-lead-dialog-intro]')!.textContent = `About the ${about}.`;
  slot.dataset['leadCar'] = car;
  loadLeadFormIsland().then(
    (mount) => mount(slot),
    () => undefined,
  );
  opened = { dialog, button };
  dialog.showModal();
}

document.addEventListener('click', (event) => {
  const { target } = event;
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const button = target instanceof Element ? target.closest<HTMLAnchorElement>(BUTTON) : null;
  const car = button?.dataset['leadCar'];
  const dialog = button && document.getElementById(`card-${button.dataset['dialog']}-dialog`);
  if (!car || !(dialog instanceof HTMLDialogElement) || dialog.open) return;
  event.preventDefault();
  open(button, dialog, car);
});

// `close` does not bubble: listen in the capture phase.
document.addEventListener(
  'close',
  (event) => {
    if (opened && event.target === opened.dialog) opened.button.focus();
  },
  true,
);

const onIntent = (event: Event) => {
  if (event.target instanceof Element && event.target.closest(BUTTON))
    loadLeadFormIsland().catch(() => undefined);
};
document.addEventListener('pointerover', onIntent, { passive: true });
document.addEventListener('focusin', onIntent);

// A module, not a global script: its names stay its own.
export {};
