/**
 * 'Share this car' (ShareCar.astro), as document listeners that wait for a click. Dialog.astro
 * opens the dialog; this script adds what happens inside it, and on phones with a share sheet
 * (the Web Share API) uses that instead of the dialog.
 */
import { COPIED_NOTICE_MS, shareWindowFeatures } from '../../../lib/cars/share-links.ts';

const COPIED = 'Copied';
/** Phones: a coarse pointer and no hover. Desktop browsers with a share sheet keep the dialog. */
const PHONE = '(hover: none) and (pointer: coarse)';

function canShareNatively(): boolean {
  return typeof navigator.share === 'function' && matchMedia(PHONE).matches;
}

/** The phone's share sheet; if it cannot open (not a cancel), the dialog is the fallback. */
function shareNatively(opener: HTMLElement): void {
  const { shareUrl: url = location.href, shareTitle: title = document.title } = opener.dataset;
  navigator.share({ title, url }).catch((error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    const dialog = document.getElementById(opener.dataset['dialogOpen'] ?? '');
    if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
  });
}

/** A share window of 550x400; when a blocker stops it, the link opens as a plain new tab. */
function openShareWindow(event: MouseEvent, link: HTMLAnchorElement): void {
  const popup = window.open(link.href, 'share', shareWindowFeatures(window.screen));
  if (!popup) return;
  event.preventDefault();
  // The network's page has no business with ours.
  popup.opener = null;
}

const copiedTimers = new WeakMap<HTMLElement, number>();

/** 'Copied' for 1.5 s on the button, and said once to screen readers. */
function showCopied(button: HTMLElement): void {
  const label = button.querySelector<HTMLElement>('[data-share-copy-label]');
  const status = button.closest('dialog')?.querySelector('[data-share-status]');
  if (label) {
    label.dataset['idle'] ??= label.textContent ?? '';
    label.textContent = COPIED;
  }
  if (status) status.textContent = COPIED;
  button.setAttribute('data-share-copied', '');
  clearTimeout(copiedTimers.get(button));
  copiedTimers.set(
    button,
    window.setTimeout(() => {
      if (label) label.textContent = label.dataset['idle'] ?? '';
      if (status) status.textContent = '';
      button.removeAttribute('data-share-copied');
    }, COPIED_NOTICE_MS),
  );
}

async function copyLink(button: HTMLElement): Promise<void> {
  const url = button.dataset['shareCopy'] ?? location.href;
  try {
    await navigator.clipboard.writeText(url);
    showCopied(button);
  } catch {
    // No clipboard (refused, or an old browser): the address bar has the same link.
    const status = button.closest('dialog')?.querySelector('[data-share-status]');
    const noun =
      document.querySelector<HTMLElement>('[data-share-noun]')?.dataset['shareNoun'] ?? 'car';
    if (status) status.textContent = `Copy the link from the address bar to share this ${noun}.`;
  }
}

// Capture phase: it runs before Dialog.astro's listener, so a phone's share sheet can stand in.
document.addEventListener(
  'click',
  (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const opener = target.closest<HTMLElement>('[data-share-url][data-dialog-open]');
    if (!opener || !canShareNatively()) return;
    event.preventDefault();
    event.stopPropagation();
    shareNatively(opener);
  },
  true,
);

document.addEventListener('click', (event) => {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const link = target.closest<HTMLAnchorElement>('a[data-share-popup]');
  if (link) {
    openShareWindow(event, link);
    return;
  }
  const copy = target.closest<HTMLElement>('[data-share-copy]');
  if (copy) void copyLink(copy);
});
