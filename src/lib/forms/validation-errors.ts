import { ValidationError } from 'yup';

/**
 * The wire field a yup error path belongs to: 'phone' → 'phone', '["Vehicle Make"]' →
 * 'Vehicle Make', 'skipped_steps[0].from' → 'skipped_steps'.
 */
function fieldOfPath(path: string): string {
  const quoted = /^\["(.+?)"\]/.exec(path);
  if (quoted?.[1]) return quoted[1];
  return path.split(/[.[]/)[0] ?? path;
}

/** One message per field (the first), as the form shows it under the field. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!ValidationError.isError(error)) throw error;
  const messages: Record<string, string> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const each of errors) {
    const field = fieldOfPath(each.path ?? '');
    messages[field] ??= each.message;
  }
  return messages;
}

/** validateSync without throwing: the cast value, or the field messages. */
export function validateSyncOrMessages(
  schema: { validateSync(value: unknown, options: object): unknown },
  value: unknown,
): { value: Record<string, unknown> } | { messages: Record<string, string> } {
  try {
    const cast = schema.validateSync(value, { abortEarly: false, stripUnknown: true });
    return { value: cast as Record<string, unknown> };
  } catch (error) {
    return { messages: fieldMessages(error) };
  }
}
