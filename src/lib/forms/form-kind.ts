/** Every form the platform has; a lead names the one it was sent from (wire field `form`). */
export const FORM_KINDS = [
  'enquiry',
  'test-drive',
  'request-photos',
  'finance',
  'trade-in',
  'instant-price',
  'contact',
  'subscribe',
  'careers',
] as const;

export type FormKind = (typeof FORM_KINDS)[number];

export function isFormKind(value: unknown): value is FormKind {
  return typeof value === 'string' && (FORM_KINDS as readonly string[]).includes(value);
}
