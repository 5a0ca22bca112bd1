/**
 * Validation of ADF documents against tests/fixtures/adf/adf-1.0.dtd with Debian's xmllint
 * (libxml2-utils; .ci/run installs it when missing).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADF_DTD = fileURLToPath(new URL('../../fixtures/adf/adf-1.0.dtd', import.meta.url));

/** Why ADF validation cannot run here, or null when xmllint is installed. */
export const xmllintSkipReason =
  spawnSync('xmllint', ['--version']).status === 0
    ? null
    : 'skipped: xmllint is not installed (apt-get install -y libxml2-utils, as .ci/run does)';

/** A suite title that says why it was skipped when it was. */
export const needsXmllint = (title: string) => xmllintSkipReason ?? title;

export interface Validation {
  valid: boolean;
  /** xmllint's complaints, empty when valid. */
  messages: string;
}

/** Runs `xmllint --noout --dtdvalid adf-1.0.dtd` over a document. */
export async function validateAdf(xml: string): Promise<Validation> {
  const dir = await mkdtemp(path.join(tmpdir(), 'forecourt-adf-'));
  const file = path.join(dir, 'lead.xml');
  try {
    await writeFile(file, xml);
    return await new Promise((resolve) => {
      execFile('xmllint', ['--noout', '--dtdvalid', ADF_DTD, file], (error, _stdout, stderr) => {
        resolve({ valid: error === null, messages: stderr });
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
