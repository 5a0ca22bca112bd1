/**
 * The car gallery's behaviour (CarGallery.astro). Listeners on the document only: nothing runs
 * until the shopper clicks, presses a key or scrolls a gallery, so the page pays nothing for
 * it at load. The photos themselves swipe with no script (a scroll-snap track); this keeps
 * the counter, thumbnails and buttons in step and adds keys, full screen and the fallback.
 */
import { NOT_FOUND_IMAGE_URL } from '../../../lib/stock/media-urls.ts';

const GALLERY = '[data-gallery]';
/** How long a scroll must rest before it counts as landed (browsers without `scrollend`). */
const SCROLL_SETTLE_MS = 120;
/** A sideways drag of at least this many pixels on the full-screen photo steps to the next. */
const SWIPE_MIN_PX = 40;

interface Parts {
  track: HTMLElement;
  photos: HTMLImageElement[];
  viewer: HTMLDialogElement | null;
}

function partsOf(gallery: HTMLElement): Parts | null {
  const track = gallery.querySelector<HTMLElement>('[data-gallery-track]');
  if (!track) return null;
  return {
    track,
    photos: [...track.querySelectorAll('img')],
    viewer: gallery.querySelector<HTMLDialogElement>('dialog[data-gallery-viewer]'),
  };
}

const indexOf = (gallery: HTMLElement) => Number(gallery.dataset['index'] ?? 0);
const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Keeps a thumbnail within its strip's view without scrolling the page. At once, not smoothly:
 * Chromium stops one smooth scroll when another scroller starts one, which would leave the
 * photo track halfway to the photo.
 */
function revealThumb(thumb: HTMLElement): void {
  const strip = thumb.parentElement;
  if (!strip) return;
  const start = thumb.offsetLeft - strip.scrollLeft;
  const end = start + thumb.offsetWidth;
  const shift = start < 0 ? start : end > strip.clientWidth ? end - strip.clientWidth : 0;
  if (shift !== 0) strip.scrollLeft += shift;
}

/** Shows the photo in the full-screen viewer, as large as the screen (all its sizes on offer). */
function showLarge(viewer: HTMLDialogElement, photo: HTMLImageElement): void {
  const large = viewer.querySelector<HTMLImageElement>('[data-gallery-large]');
  if (!large) return;
  large.loading = 'eager';
  if (photo.srcset) {
    large.srcset = photo.srcset;
    large.sizes = '100vw';
  } else {
    large.removeAttribute('srcset');
    large.removeAttribute('sizes');
  }
  large.src = photo.getAttribute('src') ?? NOT_FOUND_IMAGE_URL;
  large.alt = photo.alt;
}

/** Marks photo `index` as the current one everywhere the gallery shows it. */
function render(gallery: HTMLElement, parts: Parts, index: number, announce: boolean): void {
  const last = parts.photos.length - 1;
  gallery.dataset['index'] = String(index);
  for (const position of gallery.querySelectorAll('[data-gallery-position]'))
    position.textContent = String(index + 1);
  for (const thumb of gallery.querySelectorAll<HTMLElement>('[data-gallery-index]')) {
    const current = Number(thumb.dataset['galleryIndex']) === index;
    if (current) {
      thumb.setAttribute('aria-current', 'true');
      revealThumb(thumb);
    } else thumb.removeAttribute('aria-current');
  }
  // aria-disabled, not disabled: a focused button keeps its focus at either end.
  for (const step of gallery.querySelectorAll<HTMLElement>('[data-gallery-step]')) {
    const atEnd = step.dataset['galleryStep'] === '-1' ? index === 0 : index === last;
    step.setAttribute('aria-disabled', String(atEnd));
  }
  const photo = parts.photos[index];
  if (parts.viewer?.open && photo) showLarge(parts.viewer, photo);
  // While the viewer is open the rest of the page is inert: it announces from inside itself.
  const status = (parts.viewer?.open ? parts.viewer : gallery).querySelector(
    '[data-gallery-status]',
  );
  if (announce && status) status.textContent = `Photo ${index + 1} of ${last + 1}`;
}

/**
 * The photo a button or key sent a track to while it glides there. A pause in the glide (a
 * busy phone can go 120 ms between scroll frames) is not a landing: only reaching the photo,
 * or the shopper taking the track over, ends the trip. Otherwise a quick Next, Next, Previous
 * could read a photo passed on the way as the current one and step from there.
 */
const headingTo = new WeakMap<HTMLElement, number>();

/** Moves the gallery to photo `index` (kept within the first and last). */
function go(gallery: HTMLElement, index: number): void {
  const parts = partsOf(gallery);
  if (!parts || parts.photos.length === 0) return;
  const target = Math.max(0, Math.min(parts.photos.length - 1, index));
  const photo = parts.photos[target];
  if (!photo) return;
  // Behind the full-screen viewer nobody sees the track move: jump there.
  const smooth = !reducedMotion() && !parts.viewer?.open;
  headingTo.set(parts.track, target);
  parts.track.scrollTo({ left: photo.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
  if (target !== indexOf(gallery)) render(gallery, parts, target, true);
}

function step(gallery: HTMLElement, by: number): void {
  go(gallery, indexOf(gallery) + by);
}

const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function openViewer(gallery: HTMLElement, opener: HTMLElement): void {
  const parts = partsOf(gallery);
  const photo = parts?.photos[indexOf(gallery)];
  if (!parts?.viewer || !photo || parts.viewer.open) return;
  openers.set(parts.viewer, opener);
  showLarge(parts.viewer, photo);
  parts.viewer.showModal();
}

/** A swipe or scroll of the track has come to rest: the photo in view is the current one. */
function settle(track: HTMLElement): void {
  const gallery = track.closest<HTMLElement>(GALLERY);
  const parts = gallery && partsOf(gallery);
  if (!gallery || !parts || track.clientWidth === 0) return;
  const index = Math.round(track.scrollLeft / track.clientWidth);
  const heading = headingTo.get(track);
  if (heading !== undefined) {
    if (index !== heading) return;
    headingTo.delete(track);
  }
  if (index !== indexOf(gallery)) render(gallery, parts, index, true);
}

// The shopper's own swipe, wheel or drag takes the track over from a button's trip.
for (const type of ['pointerdown', 'touchstart', 'wheel'] as const) {
  document.addEventListener(
    type,
    (event) => {
      const track = event.target instanceof Element && event.target.closest('[data-gallery-track]');
      if (track instanceof HTMLElement) headingTo.delete(track);
    },
    { capture: true, passive: true },
  );
}

document.addEventListener('click', (event) => {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const gallery = target.closest<HTMLElement>(GALLERY);
  if (!gallery) return;
  const control = target.closest<HTMLElement>(
    '[data-gallery-step], [data-gallery-index], [data-gallery-zoom], [data-gallery-close]',
  );
  if (control?.dataset['galleryStep'] !== undefined) {
    if (control.getAttribute('aria-disabled') !== 'true')
      step(gallery, Number(control.dataset['galleryStep']));
  } else if (control?.dataset['galleryIndex'] !== undefined) {
    go(gallery, Number(control.dataset['galleryIndex']));
  } else if (control?.hasAttribute('data-gallery-zoom')) {
    openViewer(gallery, control);
  } else if (control?.hasAttribute('data-gallery-close')) {
    control.closest('dialog')?.close();
  } else if (
    target instanceof HTMLImageElement &&
    target.parentElement?.hasAttribute('data-gallery-track')
  ) {
    // A click on the photo enlarges it; focus comes back to the full-screen button.
    const zoom = gallery.querySelector<HTMLElement>('[data-gallery-zoom]');
    if (zoom) openViewer(gallery, zoom);
  }
});

const KEY_MOVES: Record<string, (gallery: HTMLElement) => void> = {
  ArrowLeft: (gallery) => step(gallery, -1),
  ArrowRight: (gallery) => step(gallery, 1),
  Home: (gallery) => go(gallery, 0),
  End: (gallery) => go(gallery, Number.MAX_SAFE_INTEGER),
};

document.addEventListener('keydown', (event) => {
  const move = KEY_MOVES[event.key];
  const target = event.target;
  if (!move || event.altKey || event.ctrlKey || event.metaKey || !(target instanceof Element))
    return;
  const gallery = target.closest<HTMLElement>(GALLERY);
  if (!gallery) return;
  event.preventDefault();
  move(gallery);
});

// Scroll events do not bubble: listen in the capture phase, for every gallery at once.
let settleTimer = 0;
document.addEventListener(
  'scroll',
  (event) => {
    const track = event.target;
    if (!(track instanceof HTMLElement) || !track.hasAttribute('data-gallery-track')) return;
    clearTimeout(settleTimer);
    settleTimer = window.setTimeout(() => settle(track), SCROLL_SETTLE_MS);
  },
  { capture: true, passive: true },
);
document.addEventListener(
  'scrollend',
  (event) => {
    const track = event.target;
    if (track instanceof HTMLElement && track.hasAttribute('data-gallery-track')) settle(track);
  },
  { capture: true },
);

// Closing the viewer (button or Escape) puts focus back where the shopper opened it.
document.addEventListener(
  'close',
  (event) => {
    const viewer = event.target;
    if (viewer instanceof HTMLDialogElement && viewer.hasAttribute('data-gallery-viewer'))
      openers.get(viewer)?.focus();
  },
  true,
);

// A sideways swipe on the full-screen photo steps through the photos.
let swipeStart: { x: number; y: number } | null = null;
document.addEventListener('pointerdown', (event) => {
  const onLarge =
    event.target instanceof Element && event.target.hasAttribute('data-gallery-large');
  swipeStart = onLarge ? { x: event.clientX, y: event.clientY } : null;
});
document.addEventListener('pointerup', (event) => {
  const start = swipeStart;
  swipeStart = null;
  const gallery = event.target instanceof Element && event.target.closest<HTMLElement>(GALLERY);
  if (!start || !gallery) return;
  const dx = event.clientX - start.x;
  if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - start.y))
    step(gallery, dx < 0 ? 1 : -1);
});

/** A photo that cannot load shows the not-found image instead (spec §8). */
function fallBack(image: HTMLImageElement): void {
  if (image.getAttribute('src') === NOT_FOUND_IMAGE_URL) return;
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.src = NOT_FOUND_IMAGE_URL;
}

// Load errors do not bubble either.
document.addEventListener(
  'error',
  (event) => {
    const image = event.target;
    if (image instanceof HTMLImageElement && image.closest(GALLERY)) fallBack(image);
  },
  true,
);

// The first photo may have failed before this script ran. A lazy photo not yet requested has
// no currentSrc, so only photos that really tried and failed are swapped.
for (const image of document.querySelectorAll<HTMLImageElement>(`${GALLERY} img`)) {
  if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image);
}
