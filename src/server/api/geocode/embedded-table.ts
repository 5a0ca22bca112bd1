/**
 * The embedded postcode table, read from its file the first time a postcode is looked up and
 * kept for the life of the process. It is read with fs, never imported, so no bundler can
 * put it in a page, and a server that never geocodes never reads it.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { postcodeTable, type PostcodeTable } from './postcode-table.ts';

export const EMBEDDED_TABLE_FILE = fileURLToPath(new URL('data/postcodes.json', import.meta.url));

const loaded = new Map<string, Promise<PostcodeTable>>();

/** The table in `file` (the committed one unless a test names another), loaded once. */
export function embeddedTable(file = EMBEDDED_TABLE_FILE): Promise<PostcodeTable> {
  let table = loaded.get(file);
  if (!table) {
    table = readFile(file, 'utf8').then((text) => postcodeTable(JSON.parse(text)));
    // A failed read is not kept: the next lookup tries again.
    table.catch(() => loaded.delete(file));
    loaded.set(file, table);
  }
  return table;
}
