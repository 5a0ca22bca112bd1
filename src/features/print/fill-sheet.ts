/**
 * Fills PrintSheet.astro with one car's record: text into its `data-field` parts, rows from
 * its <template>s into its `data-list` parts. Text only (textContent), never HTML.
 */
import type { PrintableCar } from '../../lib/cars/printable-car.ts';

function part<T extends Element = HTMLElement>(sheet: ParentNode, name: string): T {
  const element = sheet.querySelector<T>(`[data-field="${name}"], [data-list="${name}"]`);
  if (!element) throw new Error(`The print sheet has no "${name}" part`);
  return element;
}

function setText(sheet: ParentNode, name: string, text: string): void {
  part(sheet, name).textContent = text;
}

/** A copy of a template's first element (scoped styles and all). */
function fromTemplate<T extends Element>(name: string): T {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-template="${name}"]`);
  const element = template?.content.firstElementChild?.cloneNode(true);
  if (!(element instanceof Element)) throw new Error(`The print page has no "${name}" template`);
  return element as T;
}

function fillList<T>(
  sheet: ParentNode,
  name: string,
  items: readonly T[],
  make: (item: T, index: number) => Element,
): void {
  part(sheet, name).replaceChildren(...items.map(make));
}

export function fillSheet(sheet: HTMLElement, car: PrintableCar): void {
  fillList(sheet, 'tags', car.tags, (tag) => {
    const item = fromTemplate<HTMLLIElement>('tag');
    item.textContent = tag;
    return item;
  });
  setText(sheet, 'title', car.title);
  setText(sheet, 'price', car.price.amount);
  setText(sheet, 'price-label', car.price.label);
  const other = part(sheet, 'other-price');
  other.hidden = !car.otherPrice;
  other.textContent = car.otherPrice ? `${car.otherPrice.amount} ${car.otherPrice.label}` : '';
  fillList(sheet, 'photos', car.photos, (photo, index) => {
    const image = fromTemplate<HTMLImageElement>(index === 0 ? 'main-photo' : 'thumb');
    image.src = photo.src;
    image.alt = photo.alt;
    return image;
  });
  fillList(sheet, 'specs', car.specs, (spec) => {
    const row = fromTemplate<HTMLTableRowElement>('spec');
    row.cells[0]!.textContent = spec.label;
    row.cells[1]!.textContent = spec.value;
    return row;
  });
  fillNotice(sheet, car);
  fillFinance(sheet, car);
  fillLocation(sheet, car);
  const link = part<HTMLAnchorElement>(sheet, 'url');
  link.href = car.url;
  link.textContent = car.url;
}

function fillNotice(sheet: HTMLElement, car: PrintableCar): void {
  part(sheet, 'notice').hidden = !car.consumerNotice;
  fillList(sheet, 'notice-rows', car.consumerNotice ?? [], (notice) => {
    const row = fromTemplate<HTMLDivElement>('notice-row');
    row.children[0]!.textContent = notice.label;
    row.children[1]!.textContent = notice.value;
    return row;
  });
}

function fillFinance(sheet: HTMLElement, car: PrintableCar): void {
  part(sheet, 'finance').hidden = !car.finance;
  part(sheet, 'notes').hidden = !car.finance;
  setText(sheet, 'weekly', car.finance?.weekly ?? '');
  setText(sheet, 'finance-disclaimer', car.finance?.disclaimer ?? '');
  setText(sheet, 'dealer-disclaimer', car.finance?.dealerDisclaimer ?? '');
}

function fillLocation(sheet: HTMLElement, car: PrintableCar): void {
  const { location } = car;
  setText(sheet, 'location-name', location.name);
  setText(sheet, 'location-address', location.address);
  setText(sheet, 'location-phone', location.phone);
  setText(sheet, 'location-email', location.email);
  setText(sheet, 'licence', location.licence ?? '');
  fillList(sheet, 'hours', location.hours, (hours) => {
    const row = fromTemplate<HTMLDivElement>('hours');
    row.children[0]!.textContent = hours.days;
    row.children[1]!.textContent = hours.text;
    return row;
  });
}
