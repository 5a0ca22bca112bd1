/**
 * Same-page links to a lead form's fragment (#enquire, #test-drive) open that form's dialog
 * (LeadDialog.astro) instead of scrolling: the car sidebar's Continue and the phone bar's
 * Enquire are plain links, so they still work without JavaScript, landing on the inline form.
 */
const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function dialogFor(link: HTMLAnchorElement): HTMLDialogElement | null {
  const url = new URL(link.href, window.location.href);
  if (!url.hash || url.pathname !== window.location.pathname) return null;
  const dialog = document.getElementById(`${decodeURIComponent(url.hash.slice(1))}-dialog`);
  return dialog instanceof HTMLDialogElement && dialog.classList.contains('fc-lead-dialog')
    ? dialog
    : null;
}

document.addEventListener('click', (event) => {
  const target = event.target;
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href*="#"]') : null;
  const dialog = link && dialogFor(link);
  if (!link || !dialog || dialog.open) return;
  event.preventDefault();
  openers.set(dialog, link);
  dialog.showModal();
});

// Ui Dialog returns focus to its own [data-dialog-open] openers; links opened here return here.
document.addEventListener(
  'close',
  (event) => {
    const dialog = event.target;
    if (dialog instanceof HTMLDialogElement) openers.get(dialog)?.focus();
  },
  true,
);
