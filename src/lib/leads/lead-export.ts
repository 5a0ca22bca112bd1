/**
 * One row per lead for a dealer's CSV export (`npm run leads -- export`): the shopper's
 * contact fields, what they asked about and how its deliveries went, flattened to text.
 */

/** The parts of a stored lead the export reads. */
export interface ExportLead {
  id: string;
  form: string;
  status: string;
  eventId: number;
  createdAt: string;
  fields: Readonly<Record<string, unknown>>;
  car: Readonly<Record<string, unknown>> | null;
}

/** The parts of a delivery job the export reads. */
export interface ExportJob {
  destinationKey: string;
  status: string;
  attempts: number;
}

export const LEAD_EXPORT_HEADER = [
  'lead_id',
  'name',
  'last_name',
  'email',
  'phone',
  'postcode',
  'category',
  'form',
  'event_id',
  'car',
  'created',
  'status',
  'deliveries',
] as const;

const CONTACT_FIELDS = ['name', 'last_name', 'email', 'phone', 'postcode', 'category'] as const;

/** A field as text: lists joined with '; ', objects as JSON, nothing as an empty cell. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(fieldText).join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** '2019 Subaru Forester 2.5i-S (stock S123)': the snapshot's name, else year make model badge. */
export function carLabel(car: ExportLead['car']): string {
  if (!car) return '';
  const named = typeof car['name'] === 'string' && car['name'].trim() ? car['name'].trim() : '';
  const title =
    named ||
    ['year', 'make', 'model', 'badge']
      .map((key) => fieldText(car[key]).trim())
      .filter(Boolean)
      .join(' ');
  const stock = fieldText(car['stocknum']).trim();
  return stock ? `${title} (stock ${stock})`.trim() : title;
}

/** 'email: delivered; crm: pending (3 attempts)'. */
export function deliverySummary(jobs: readonly ExportJob[]): string {
  return jobs
    .map((job) =>
      job.status === 'delivered' || job.attempts === 0
        ? `${job.destinationKey}: ${job.status}`
        : `${job.destinationKey}: ${job.status} (${job.attempts} attempt${job.attempts === 1 ? '' : 's'})`,
    )
    .join('; ');
}

/** The cells of one lead, in LEAD_EXPORT_HEADER order. */
export function leadExportRow(lead: ExportLead, jobs: readonly ExportJob[]): string[] {
  return [
    lead.id,
    ...CONTACT_FIELDS.map((field) => fieldText(lead.fields[field])),
    lead.form,
    String(lead.eventId),
    carLabel(lead.car),
    lead.createdAt,
    lead.status,
    deliverySummary(jobs),
  ];
}
