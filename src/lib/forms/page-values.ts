import type { FieldDefinition } from './fields.ts';

/** A form's values: text controls, selects and radio groups hold text, checkboxes a tick. */
export type PageFormValues = Record<string, string | boolean | undefined>;

/**
 * The values a server-rendered lead form continues with when its code arrives (it wakes when
 * the shopper reaches for it, so they may already have typed, chosen or ticked something).
 *
 * - `built`: the values the page was built with (and the island first draws, to match it);
 * - `onPage`: what the page's controls hold now, by field name (absent when the control is
 *   not on the page: hidden fields, fields shown only for another answer);
 * - `stored`: the stored user's details (spec §3), which the server could not know.
 *
 * A control that differs from how it was built is the shopper's doing and wins; a field still
 * as built takes the stored user's value where there is one. Hidden fields keep their
 * specialValue whatever the page holds.
 */
export function adoptPageValues(
  fields: readonly FieldDefinition[],
  built: Readonly<PageFormValues>,
  onPage: Readonly<Record<string, string | boolean | undefined>>,
  stored: Readonly<Record<string, string>> = {},
): PageFormValues {
  const values: PageFormValues = { ...built };
  for (const field of fields) {
    if (field.hidden) continue;
    const now = onPage[field.name];
    const before = built[field.name];
    if (field.type === 'checkbox') {
      if (typeof now === 'boolean') values[field.name] = now;
      continue;
    }
    const typed = typeof now === 'string' && now !== (before ?? '');
    if (typed) values[field.name] = now;
    else if (stored[field.name] !== undefined && (before ?? '') === '')
      values[field.name] = stored[field.name];
  }
  return values;
}

/** A field's control as a form's `elements` gives it back by name. */
export type NamedControl =
  { kind: 'checkbox'; checked: boolean } | { kind: 'value'; value: string } | null;

/** The page's controls as `onPage` values: a tick for checkboxes, the text or choice of others. */
export function controlValues(
  fields: readonly FieldDefinition[],
  control: (name: string) => NamedControl,
): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (field.hidden) continue;
    const found = control(field.name);
    if (!found) continue;
    values[field.name] = found.kind === 'checkbox' ? found.checked : found.value;
  }
  return values;
}
