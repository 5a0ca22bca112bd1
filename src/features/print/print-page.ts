/**
 * The print page's behaviour: reads `car_id` from the address, fetches the car's record from
 * the build's printable-car file, fills the sheet, then draws the QR code. A missing or
 * unknown car shows 'This car is no longer listed'; a failed request offers to try again.
 */
import {
  PRINT_CAR_PARAM,
  printablePdfPath,
  printDataFileIndex,
  printDataPath,
  type PrintableCar,
  type PrintDataFile,
} from '../../lib/cars/printable-car.ts';
import { fillSheet } from './fill-sheet.ts';
import { drawQrCode } from './print-qr.ts';

type State = 'loading' | 'missing' | 'failed' | 'car';

const page = document.querySelector<HTMLElement>('[data-print-page]');

function show(state: State): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-print-state]')) {
    element.hidden = element.dataset['printState'] !== state;
  }
}

/** The car's record; null when the build has no such car. Throws when the request fails. */
async function loadCar(slug: string, root: HTMLElement): Promise<PrintableCar | null> {
  const files = Number(root.dataset['files']) || 1;
  const url = `${printDataPath(printDataFileIndex(slug, files))}?v=${root.dataset['stamp'] ?? ''}`;
  const response = await fetch(url);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const data = (await response.json()) as PrintDataFile;
  return Object.hasOwn(data.cars, slug) ? (data.cars[slug] ?? null) : null;
}

/** Print waits for the QR code: a sheet without it would send readers nowhere. */
function wireActions(car: PrintableCar, qrDrawn: Promise<void>): void {
  const back = document.querySelector<HTMLAnchorElement>('[data-print-back]');
  if (back) back.href = new URL(car.url).pathname;
  const pdf = document.querySelector<HTMLAnchorElement>('[data-print-pdf]');
  if (pdf) {
    pdf.href = printablePdfPath(car.slug);
    pdf.download = `${car.slug}.pdf`;
  }
  document.querySelector('[data-print-button]')?.addEventListener('click', () => {
    void qrDrawn.finally(() => window.print());
  });
  const actions = document.querySelector<HTMLElement>('[data-print-actions]');
  if (actions) actions.hidden = false;
}

async function start(root: HTMLElement): Promise<void> {
  const slug = new URLSearchParams(location.search).get(PRINT_CAR_PARAM)?.trim() ?? '';
  if (!slug) return show('missing');
  show('loading');
  let car: PrintableCar | null;
  try {
    car = await loadCar(slug, root);
  } catch (error) {
    console.error('The car could not be loaded:', error);
    const retry = document.querySelector<HTMLAnchorElement>('[data-print-retry]');
    if (retry) retry.href = location.href;
    return show('failed');
  }
  if (!car) return show('missing');
  const sheet = document.querySelector<HTMLElement>('[data-print-state="car"]');
  const qr = document.querySelector<SVGSVGElement>('[data-field="qr"]');
  if (!sheet || !qr) return;
  fillSheet(sheet, car);
  document.title = (root.dataset['titleTemplate'] ?? '%s').replace('%s', () => car.title);
  show('car');
  const qrDrawn = drawQrCode(qr, car.url).catch((error: unknown) => {
    console.error('The QR code could not be drawn:', error);
  });
  wireActions(car, qrDrawn);
}

if (page) void start(page);
