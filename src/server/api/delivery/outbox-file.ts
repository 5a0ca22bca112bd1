/**
 * The embedded default for e-mail: with no SMTP server configured, each lead message is written
 * as an .eml file to `<dataDir>/outbox/<tenant>/<delivery id>.eml`, which any mail program opens.
 * The file appears whole or not at all (written aside, flushed, then renamed), and a repeated
 * attempt rewrites the same file, so the folder holds each delivery once.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** Names that are safe as one path segment: no separators, no dot-dot, no hidden files. */
const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function isSafeFileSegment(name: string): boolean {
  return SAFE_SEGMENT.test(name) && !name.includes('..');
}

export function outboxFile(dataDir: string, tenant: string, deliveryId: string): string {
  return path.join(dataDir, 'outbox', tenant, `${deliveryId}.eml`);
}

/**
 * Folders this process has made: each lead's e-mail lands in its dealer's folder, and making a
 * folder that exists costs system calls on every lead.
 */
const madeFolders = new Set<string>();

export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  const folder = path.dirname(file);
  if (!madeFolders.has(folder)) {
    await mkdir(folder, { recursive: true });
    madeFolders.add(folder);
  }
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await openNewFile(temporary, folder);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Opens a file to write; a folder removed since it was made (an outbox emptied by hand) is made
 * again.
 */
async function openNewFile(file: string, folder: string) {
  try {
    return await open(file, 'w');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(folder, { recursive: true });
    return open(file, 'w');
  }
}
