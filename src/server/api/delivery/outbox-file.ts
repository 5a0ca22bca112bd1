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

export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.tmp`;
  try {
    const handle = await open(temporary, 'w');
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
