import type { z } from 'astro/zod';

/** A dealer file that cannot be used. The message names the file and the field. */
export class DealerConfigError extends Error {
  readonly file: string;
  readonly problems: readonly string[];
  constructor(file: string, problems: readonly string[]) {
    super(`${file}: ${problems.length === 1 ? problems[0] : `\n  - ${problems.join('\n  - ')}`}`);
    this.name = 'DealerConfigError';
    this.file = file;
    this.problems = problems;
  }
}

/** The spec's fixed message for unusable navigation. */
export const NAVIGATION_ERROR = 'Cannot run without navigation';

/** "locations[2].address.postcode" from a zod issue path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    return out ? `${out}.${String(key)}` : String(key);
  }, '');
}

export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    // Each key named by its full path, so a misspelt field is easy to find.
    return issue.keys
      .map((key) => `${fieldPath([...issue.path, key])}: is not a known field (see docs/config-reference.md)`)
      .join('; ');
  }
  const field = fieldPath(issue.path);
  return field ? `${field}: ${issue.message}` : issue.message;
}
