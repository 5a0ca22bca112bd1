/** What the store keeps as JSON text: the normalised lead, the car snapshot, destinations. */
export type JsonValue = string | number | boolean | null | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

/** Parses a JSON column the store itself wrote; a non-object there means a damaged row. */
export function parseJsonObject(text: string, column: string): JsonObject {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error(`Stored ${column} is not a JSON object`);
  }
  return value as JsonObject;
}
