/**
 * Feed fields behind the consumer rules on a car page: the drive-away price (Australian
 * Consumer Law s48: a price that leaves on-road costs out needs the drive-away price beside
 * it) and the New Zealand Consumer Information Notice of a used vehicle. All optional; the
 * shape is spread into the vehicle schema, and `consumerFieldsToCar` turns them into Car fields.
 */
import { z } from 'astro/zod';
import type { ConsumerNotice } from './car.ts';
import { boolean, calendarDate, number, text, vocabulary, yearOrDate } from './feed-fields.ts';
import { words } from './text-classify.ts';

const money = number(0, 100_000_000);

export const consumerLawFields = {
  drive_away_price: money.optional(),
  cash_price: money.optional(),
  sale_method: vocabulary(['auction', 'tender'], parseSaleMethod, 'auction or tender').optional(),
  security_interest: boolean.optional(),
  first_registered_nz: yearOrDate.optional(),
  import_status: text(60).optional(),
  /** The same as import_status, under the name some systems use; yes/no reads as imported/NZ New. */
  imported: z
    .union([boolean, text(60)], {
      error: 'must be text such as "NZ New" or "Imported used", or yes/no',
    })
    .optional(),
  imported_damaged: boolean.optional(),
  registration_expiry: calendarDate.optional(),
  wof_expiry: calendarDate.optional(),
  cof_expiry: calendarDate.optional(),
  ruc_expiry_km: number(0, 5_000_000).optional(),
};

export type ConsumerLawInput = z.output<z.ZodObject<typeof consumerLawFields>>;

export function parseSaleMethod(text: string): 'auction' | 'tender' | null {
  const w = words(text);
  if (/\bauction/.test(w)) return 'auction';
  return /\btender/.test(w) ? 'tender' : null;
}

// Order matters: "NZ New" before anything imported, "used import" before plain "import".
const IMPORT_STATUS_RULES: readonly (readonly [RegExp, string])[] = [
  [/\b(nz|new zealand) ?new\b|\bnznew\b|\bnzn\b/, 'NZ New'],
  [/\bnew\b.*\bimport|\bimport(ed)?\b.*\bnew\b|\bparallel import/, 'Imported new'],
  [
    /\bused\b.*\bimport|\bimport(ed)?\b.*\bused\b|\b(grey|jap|japanese|second hand) import|\bex (japan|jdm|uk|australia|aus|usa|us|singapore)\b|\bjdm\b/,
    'Imported used',
  ],
  [/\bimport(ed)?\b/, 'Imported'],
];

/** "NZ-New", "Ex-Japan", "Jap import", "Used Import" → the wording of IMPORT_STATUSES, else null. */
export function parseImportStatus(text: string): string | null {
  const w = words(text);
  for (const [pattern, status] of IMPORT_STATUS_RULES) if (pattern.test(w)) return status;
  return null;
}

/** Money a feed gives as 0 or not at all means "none": DMS exports write 0 for an empty price. */
const moneyOrNull = (amount: number | undefined) =>
  amount === undefined || amount === 0 ? null : Math.round(amount);

/** The Car fields, and what had to be reported: unknown import wording is kept as written. */
export function consumerFieldsToCar(
  v: ConsumerLawInput,
  warn: (field: string, message: string) => void,
): { drive_away_price: number | null; consumer_notice: ConsumerNotice | null } {
  const notice: ConsumerNotice = {
    cash_price: moneyOrNull(v.cash_price),
    sale_method: v.sale_method ?? null,
    security_interest: v.security_interest ?? null,
    first_registered_nz: v.first_registered_nz ?? null,
    import_status: importStatus(v, warn),
    imported_damaged: v.imported_damaged ?? null,
    registration_expiry: v.registration_expiry ?? null,
    wof_expiry: v.wof_expiry ?? null,
    cof_expiry: v.cof_expiry ?? null,
    ruc_expiry_km: v.ruc_expiry_km === undefined ? null : Math.round(v.ruc_expiry_km),
  };
  const given = Object.values(notice).some((value) => value !== null);
  return {
    drive_away_price: moneyOrNull(v.drive_away_price),
    consumer_notice: given ? notice : null,
  };
}

function importStatus(
  v: ConsumerLawInput,
  warn: (field: string, message: string) => void,
): string | null {
  const given = v.import_status ?? v.imported;
  if (given === undefined) return null;
  if (typeof given === 'boolean') return given ? 'Imported' : 'NZ New';
  const known = parseImportStatus(given);
  if (!known) {
    const field = v.import_status === undefined ? 'imported' : 'import_status';
    warn(field, `import status "${given}" not recognised; shown as written`);
  }
  return known ?? given;
}
