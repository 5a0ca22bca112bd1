/**
 * The nearest-dealership box's search, loaded when a shopper first uses the box (its loader
 * in NearestLocations.astro then sends each submit as a 'nearest:search' event): checks the
 * postcode (spec §5) before any request, geocodes it through the platform API, and lists the
 * page's locations nearest first. Errors show on the field; results are announced politely.
 */
import { postcodeError } from '../../lib/forms/postcode.ts';
import {
  GEOCODE_FAILED,
  formatDistance,
  geocodeOutcome,
  geocodePath,
  nearestSummary,
  rankNearest,
  type NearestPlace,
  type RankedPlace,
} from '../../lib/locations/nearest.ts';

interface Box {
  input: HTMLInputElement;
  error: HTMLElement;
  status: HTMLElement;
  list: HTMLOListElement;
  places: NearestPlace[];
  /** Only the latest search may draw: an older answer arriving late is dropped. */
  searches: number;
}

const boxes = new WeakMap<HTMLFormElement, Box>();

function boxOf(form: HTMLFormElement): Box | undefined {
  const known = boxes.get(form);
  if (known) return known;
  const section = form.closest<HTMLElement>('[data-nearest]');
  const input = form.querySelector<HTMLInputElement>('[data-nearest-input]');
  const error = form.querySelector<HTMLElement>('[data-nearest-error]');
  const status = section?.querySelector<HTMLElement>('[data-nearest-status]');
  const list = section?.querySelector<HTMLOListElement>('[data-nearest-list]');
  const data = section?.querySelector('[data-nearest-places]')?.textContent;
  if (!input || !error || !status || !list || !data) return undefined;
  const box: Box = {
    input,
    error,
    status,
    list,
    places: JSON.parse(data) as NearestPlace[],
    searches: 0,
  };
  boxes.set(form, box);
  return box;
}

async function findNearest(form: HTMLFormElement): Promise<void> {
  const box = boxOf(form);
  if (!box) return;
  const postcode = box.input.value.trim();
  const invalid = postcodeError(postcode);
  if (invalid) {
    showError(box, invalid);
    return;
  }
  const search = ++box.searches;
  box.input.removeAttribute('aria-invalid');
  box.error.textContent = '';
  form.setAttribute('aria-busy', 'true');
  const outcome = await lookUp(postcode);
  if (search !== box.searches) return;
  form.removeAttribute('aria-busy');
  if (outcome.kind === 'found') showResults(box, postcode, rankNearest(box.places, outcome.at));
  else if (outcome.kind === 'invalid') showError(box, outcome.message);
  else showError(box, outcome.message ?? GEOCODE_FAILED, { invalid: false });
}

async function lookUp(postcode: string): Promise<ReturnType<typeof geocodeOutcome>> {
  try {
    const response = await fetch(geocodePath(postcode), {
      headers: { accept: 'application/json' },
    });
    const body: unknown = await response.json().catch(() => undefined);
    return geocodeOutcome(response.status, body);
  } catch {
    return { kind: 'failed' };
  }
}

/**
 * The message on the field, focused so it is read out, and marked invalid unless the lookup
 * itself failed (the postcode may be fine).
 */
function showError(box: Box, message: string, { invalid = true } = {}): void {
  box.error.textContent = message;
  if (invalid) box.input.setAttribute('aria-invalid', 'true');
  box.status.textContent = '';
  box.list.hidden = true;
  box.list.replaceChildren();
  box.input.focus();
}

function showResults(box: Box, postcode: string, ranked: RankedPlace[]): void {
  box.list.replaceChildren(...ranked.map(resultItem));
  box.list.hidden = false;
  box.status.textContent = nearestSummary(postcode, ranked);
}

function resultItem(place: RankedPlace): HTMLLIElement {
  const item = element('li', 'nearest__item');
  const head = element('div', 'nearest__head');
  const name = element('a', 'nearest__name', place.name);
  name.href = place.detailHref;
  head.append(name, element('span', 'nearest__km', formatDistance(place.km)));
  const meta = element('p', 'nearest__meta', `${place.type} · ${place.address}`);
  const links = element('p', 'nearest__links');
  const phone = element('a', '', place.phone);
  phone.href = place.phoneHref;
  const directions = element('a', '', 'Get Directions');
  directions.href = place.directionsHref;
  directions.target = '_blank';
  directions.rel = 'noopener';
  directions.append(
    element('span', 'fc-visually-hidden', ` to ${place.name} (opens in a new tab)`),
  );
  links.append(phone, directions);
  item.append(head, meta, links);
  return item;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-nearest-form]')) {
  form.addEventListener('nearest:search', () => void findNearest(form));
}
