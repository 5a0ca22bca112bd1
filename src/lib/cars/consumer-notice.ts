/**
 * The New Zealand Consumer Information Notice (CIN) section of a car page. A motor vehicle
 * trader must show the notice for every used vehicle it offers, online too (Consumer
 * Information Standards (Used Motor Vehicles) Regulations 2008); an ex-demonstrator counts as
 * used there. The rows hold what the feed carries, in the notice's order, formatted the New
 * Zealand way; the dealer's own name, address and trader number are the page's to add.
 */
import { dollars } from '../finance/money.ts';
import { groupedNumber } from '../numbers/grouped-number.ts';
import type { Car, ConsumerNotice } from '../stock/car.ts';
import { priceDisplay } from './price-display.ts';

export interface NoticeRow {
  label: string;
  value: string;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-08-31" → "31 August 2026" (en-NZ long date), without loading locale data. */
export function nzDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const km = (value: number) => `${groupedNumber(value)} km`;

/** The rows of the notice; null unless the car is a used (or ex-demo) NZ car with notice data. */
export function consumerNoticeRows(car: Car, country: 'AU' | 'NZ'): NoticeRow[] | null {
  const notice = car.consumer_notice;
  if (country !== 'NZ' || notice === null || car.car_type === 'new') return null;
  const rows: (NoticeRow | null)[] = [
    cashPriceRow(car, notice),
    known('Security interest on the PPSR', notice.security_interest, yesNo),
    { label: 'Make and model', value: car.make_model },
    { label: 'Vehicle year', value: String(car.year) },
    known('Year first registered in NZ', notice.first_registered_nz, String),
    known('Import status', notice.import_status, String),
    known('Imported as damaged', notice.imported_damaged, yesNo),
    { label: 'Odometer', value: km(car.km) },
    known('Registration plate', car.rego, String),
    known('VIN or chassis number', car.vin, String),
    known('Registration expires', notice.registration_expiry, nzDate),
    known('WoF expires', notice.wof_expiry, nzDate),
    known('CoF expires', notice.cof_expiry, nzDate),
    known('Road user charges paid to', notice.ruc_expiry_km, km),
  ];
  return rows.filter((row) => row !== null);
}

function known<T>(label: string, value: T | null, format: (value: T) => string): NoticeRow | null {
  return value === null ? null : { label, value: format(value) };
}

/**
 * The notice states the total cash price, or that the car is sold by auction or tender. A
 * feed without cash_price still states a total when the car's shown price is a drive-away
 * price, which includes the on-road costs the cash price must.
 */
function cashPriceRow(car: Car, notice: ConsumerNotice): NoticeRow | null {
  const label = 'Cash price';
  if (notice.sale_method === 'auction') return { label, value: 'For sale by auction' };
  if (notice.sale_method === 'tender') return { label, value: 'For sale by competitive tender' };
  if (notice.cash_price !== null) return { label, value: dollars(notice.cash_price) };
  const { primary } = priceDisplay(car);
  return primary.type === 'drive_away' && primary.amount > 0
    ? { label, value: dollars(primary.amount) }
    : null;
}
