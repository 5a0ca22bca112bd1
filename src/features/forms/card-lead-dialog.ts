/**
 * A search card's Enquire and Book a Test Drive (CardButtons.tsx) open the car's form in a
 * dialog on the search page (CardLeadDialogs.astro) instead of going to the car page. The
 * button is a link to the car page's form, so without JavaScript it still reaches one. The
 * button carries its car as JSON; the dialog takes the button's words as its title, names the
 * car, and the form island builds that car's form (island/mount.tsx) as the dialog opens.
 */
import { openLeadDialog } from './lead-dialog.ts';
import { showLeadForm } from './lead-form-loader.ts';

function open(button: HTMLAnchorElement, dialog: HTMLDialogElement): void {
  const slot = dialog.querySelector<HTMLElement>('[data-lead-form]');
  const car = button.dataset['leadCar'];
  if (!slot || !car) return;
  const title = dialog.querySelector(`#${dialog.id}-title`);
  if (title) title.textContent = button.textContent;
  const intro = dialog.querySelector('[data-lead-dialog-intro]');
  if (intro) intro.textContent = `About the ${(JSON.parse(car) as { about: string }).about}.`;
  slot.dataset['leadCar'] = car;
  showLeadForm(slot);
  openLeadDialog(dialog, button);
}

document.addEventListener('click', (event) => {
  const { target } = event;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  if (event.shiftKey || event.altKey) return;
  const button =
    target instanceof Element ? target.closest<HTMLAnchorElement>('a[data-lead-car]') : null;
  const dialog = button && document.getElementById(`card-${button.dataset['dialog']}-dialog`);
  if (!button || !(dialog instanceof HTMLDialogElement) || dialog.open) return;
  event.preventDefault();
  open(button, dialog);
});
