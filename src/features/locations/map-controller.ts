/**
 * The locations map's own script, the only part loaded with the page: choosing a pin shows
 * the cards of the places it stands for (copied from the list) beside the map, Escape closes
 * them, and the interactive map (map-interactive.ts, with the map library) downloads only when
 * the shopper presses 'Open interactive map'.
 */
import type { MapData } from './map-data.ts';

type Interactive = typeof import('./map-interactive.ts');
type LiveMap = ReturnType<Interactive['openInteractiveMap']>;

const LOAD_FAILED = 'The interactive map could not load. Check your connection and try again.';

let interactive: Promise<Interactive> | undefined;

function loadInteractive(): Promise<Interactive> {
  // A failed download (offline) is tried again on the next press.
  interactive ??= import('./map-interactive.ts')
    .then(async (module) => {
      await module.loadMapStyles();
      return module;
    })
    .catch((error: unknown) => {
      interactive = undefined;
      throw error;
    });
  return interactive;
}

/** A card for the panel: a copy without ids, so the page keeps one element per id. */
function copyOf(card: Element): Element {
  const copy = card.cloneNode(true) as Element;
  for (const withId of [copy, ...copy.querySelectorAll('[id]')]) withId.removeAttribute('id');
  return copy;
}

interface Parts {
  data: MapData;
  selection: HTMLElement;
  cards: HTMLElement;
  hint: HTMLElement;
  preview: HTMLElement;
}

function partsOf(root: HTMLElement): Parts | null {
  const data = JSON.parse(
    root.querySelector('[data-map-data]')?.textContent ?? 'null',
  ) as MapData | null;
  const selection = root.querySelector<HTMLElement>('[data-map-selection]');
  const cards = root.querySelector<HTMLElement>('[data-map-cards]');
  const hint = root.querySelector<HTMLElement>('[data-map-hint]');
  const preview = root.querySelector<HTMLElement>('[data-map-preview]');
  return data && selection && cards && hint && preview
    ? { data, selection, cards, hint, preview }
    : null;
}

export function setUpLocationsMap(root: HTMLElement): void {
  const parts = partsOf(root);
  if (!parts) return;
  const { data, selection, cards, hint, preview } = parts;
  const hintText = hint.textContent;
  const previewPins = [...preview.querySelectorAll<HTMLElement>('[data-map-place]')];

  let chosen: { places: number[]; pin: HTMLElement } | null = null;
  let live: LiveMap | null = null;

  const labelOf = (places: number[]): string => {
    const members = places.map((i) => data.places[i]).filter((p) => p !== undefined);
    if (members.length === 1) return members[0]?.label ?? '';
    const count = members.reduce((sum, p) => sum + p.count, 0);
    return `${count} locations: ${members.map((p) => p.label).join('; ')}`;
  };

  function markChosen(pin: HTMLElement | null | undefined): void {
    if (!chosen || !pin) return;
    chosen.pin.removeAttribute('aria-current');
    chosen.pin = pin;
    pin.setAttribute('aria-current', 'true');
  }

  function choose(places: number[], pin: HTMLElement): void {
    chosen?.pin.removeAttribute('aria-current');
    pin.setAttribute('aria-current', 'true');
    const placeCards = places.flatMap((place) => [
      ...root.querySelectorAll(`[data-map-card="${place}"] > *`),
    ]);
    cards.replaceChildren(...placeCards.map(copyOf));
    selection.setAttribute('aria-label', labelOf(places));
    selection.hidden = false;
    hint.hidden = true;
    chosen = { places, pin };
    selection.focus();
  }

  function dismiss(): void {
    if (!chosen) return;
    const { pin } = chosen;
    pin.removeAttribute('aria-current');
    chosen = null;
    selection.hidden = true;
    cards.replaceChildren();
    hint.hidden = false;
    // A pin redrawn by a zoom meanwhile is gone: the map itself takes the focus then.
    if (pin.isConnected) pin.focus();
    else root.querySelector<HTMLElement>('[data-map-live]:not([hidden]), [data-map-open]')?.focus();
  }

  for (const pin of previewPins) {
    const place = Number(pin.dataset['mapPlace']);
    // A plain click chooses the pin; a modified click keeps the link's own behaviour.
    pin.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      choose([place], pin);
    });
    // Links answer Enter by themselves; Space chooses too, as on a button.
    pin.addEventListener('keydown', (event) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      choose([place], pin);
    });
  }
  root.querySelector('[data-map-dismiss]')?.addEventListener('click', dismiss);

  const liveBox = root.querySelector<HTMLElement>('[data-map-live]');
  const openButton = root.querySelector<HTMLButtonElement>('[data-map-open]');
  const closeButton = root.querySelector<HTMLButtonElement>('[data-map-close]');
  // "Map tiles load from … when you open it": said while the map is closed only.
  const note = root.querySelector<HTMLElement>('[data-map-note]');

  function closeLive(): void {
    if (!live || !liveBox || !openButton || !closeButton) return;
    live.remove();
    live = null;
    liveBox.hidden = true;
    preview.hidden = false;
    closeButton.hidden = true;
    openButton.hidden = false;
    if (note) note.hidden = false;
    // A card chosen on the live map now belongs to its preview pin.
    markChosen(chosen ? previewPins[chosen.places[0] ?? -1] : null);
    openButton.focus();
  }

  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (chosen) dismiss();
    else if (live) closeLive();
    else return;
    event.preventDefault();
  });

  if (!data.tiles || !liveBox || !openButton || !closeButton) return;
  const pinMarkup = previewPins[0]?.querySelector('svg')?.outerHTML ?? '';
  const panelId = root.querySelector('[data-map-panel]')?.id ?? '';
  const onDraw = () => markChosen(chosen && live ? live.pinOf(chosen.places[0] ?? -1) : null);
  openButton.addEventListener('click', () => {
    openButton.setAttribute('aria-busy', 'true');
    loadInteractive().then(
      (module) => {
        openButton.removeAttribute('aria-busy');
        hint.textContent = hintText;
        preview.hidden = true;
        liveBox.hidden = false;
        openButton.hidden = true;
        closeButton.hidden = false;
        if (note) note.hidden = true;
        live = module.openInteractiveMap(liveBox, data, {
          pinMarkup,
          panelId,
          onChoose: choose,
          labelOf,
          onDraw,
        });
        onDraw();
        liveBox.focus();
      },
      () => {
        openButton.removeAttribute('aria-busy');
        hint.textContent = LOAD_FAILED;
        hint.hidden = false;
      },
    );
  });
  closeButton.addEventListener('click', closeLive);
}
