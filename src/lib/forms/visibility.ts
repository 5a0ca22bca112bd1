import { fieldSchema } from './field-schema.ts';
import type { FieldDefinition } from './fields.ts';
import type { FormRules } from './rules.ts';

/** Truthy as a shopper means it: a ticked box, a chosen option, text that is not blank. */
function isTruthy(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : Boolean(value);
}

/**
 * The fields a field's showIf depends on, nearest first: its showIf field, that field's own
 * showIf field, and so on. Definitions are code, so a cycle is a programming error.
 */
export function showIfChain(field: FieldDefinition, fields: readonly FieldDefinition[]): string[] {
  const chain: string[] = [];
  let source = field.showIf;
  while (source !== undefined) {
    if (source === field.name || chain.includes(source)) {
      throw new Error(`showIf of "${field.name}" goes round in a circle through "${source}"`);
    }
    chain.push(source);
    const name = source;
    source = fields.find((candidate) => candidate.name === name)?.showIf;
  }
  return chain;
}

/**
 * §4: a field with showIf is shown while the named field is truthy and error-free (and
 * shown itself). `chainValues` are the values of showIfChain(field), in that order.
 */
export function shownFor(
  chain: readonly string[],
  chainValues: readonly unknown[],
  fields: readonly FieldDefinition[],
  rules: FormRules,
): boolean {
  return chain.every((name, index) => {
    const value = chainValues[index];
    if (!isTruthy(value)) return false;
    const source = fields.find((candidate) => candidate.name === name);
    // A source outside these fields (another step's) counts when truthy.
    return !source || fieldSchema(source, rules).isValidSync(value);
  });
}

/** Whether the renderer draws `field` given the form's current values. */
export function isFieldShown(
  field: FieldDefinition,
  values: Readonly<Record<string, unknown>>,
  fields: readonly FieldDefinition[],
  rules: FormRules,
): boolean {
  const chain = showIfChain(field, fields);
  return shownFor(
    chain,
    chain.map((name) => values[name]),
    fields,
    rules,
  );
}
