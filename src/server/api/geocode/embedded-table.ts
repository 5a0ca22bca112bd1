/**
 * The embedded postcode table, read from its file the first time a postcode is looked up and
 * kept for the life of the process. It is read with fs, never imported, so no bundler can
 * put it in a page, and a server that never geocodes never reads it.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { postcodeTable, type PostcodeTable } from './postcode-table.ts';

export const EMBEDDED_TABLE_FILE = fileURLToPath(new URL('data/postcodes.json', import.meta.url));

let loaded: Promise<PostcodeTable> | undefined;

/** The committed table, loaded on the first call and kept for the life of the process. */
export function embeddedTable(): Promise<PostcodeTable> {
  if (!loaded) {
    const table = readFile(EMBEDDED_TABLE_FILE, 'utf8').then((text) =>
      postcodeTable(JSON.parse(text)),
    );
    // A failed read is not kept: the next lookup tries again.
    table.catch(() => {
      if (loaded === table) loaded = undefined;
    });
    loaded = table;
  }
  return loaded;
}
