import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The three values one Astro build bakes into its server bundle that differ between builds of
 * the same code: the output directory (in Astro's serialized manifest, as a file URL), the
 * prepared site's file (read by `virtual:forecourt/site`), and the dealer's site URL (in the
 * manifest and in every component's `createAstro(...)`). Everything else in the bundle is the
 * same for every dealer, which is what lets one bundle serve every build of the same code
 * (kept-bundle.ts).
 */
export interface BundleValues {
  outDir: string;
  preparedFile: string;
  siteUrl: string;
}

type ValueName = keyof BundleValues;

/** Tokens that stand for the values in a kept bundle; nothing else in a bundle spells them. */
const TOKENS: Record<ValueName, string> = {
  outDir: '__forecourt_kept_bundle_out_dir__',
  preparedFile: '__forecourt_kept_bundle_prepared_file__',
  siteUrl: '__forecourt_kept_bundle_site_url__',
};

/** Each value as the bundle spells it: the output directory as a file URL with a trailing slash. */
function spellings(values: BundleValues): [ValueName, string][] {
  return [
    ['outDir', pathToFileURL(path.resolve(values.outDir) + path.sep).href],
    ['preparedFile', values.preparedFile],
    ['siteUrl', values.siteUrl],
  ];
}

/**
 * True when every value reads the same inside a JavaScript or JSON string literal as out of
 * it, so swapping one for another cannot break a literal. Paths and URLs with quotes,
 * backslashes, control or non-ASCII characters are not reused (the output directory's file
 * URL escapes all but the last); such a build bundles afresh.
 */
export function valuesAreLiteralSafe(values: BundleValues): boolean {
  const literalSafe = (text: string) => PRINTABLE_ASCII.test(text) && !/["'`\\$]/.test(text);
  // The directory's own name is searched for as a trace (mentionsValues), in ASCII.
  return (
    PRINTABLE_ASCII.test(values.outDir) &&
    spellings(values).every(([, spelled]) => literalSafe(spelled))
  );
}

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * The bundle's text with this build's values replaced by tokens, or null when a trace of one
 * of them is left afterwards (a spelling this module does not know, such as the host alone),
 * in which case the bundle must not be kept: another dealer's build would show it.
 */
export function templateFrom(text: string, values: BundleValues): string | null {
  let templated = text;
  for (const [name, spelled] of spellings(values)) {
    templated = templated.split(spelled).join(TOKENS[name]);
  }
  return traces(values).some((trace) => templated.includes(trace)) ? null : templated;
}

/** Whether the text spells any of the values, or shows a trace of one. */
export function mentionsValues(text: string, values: BundleValues): boolean {
  const spelled = spellings(values).map(([, value]) => value);
  return [...spelled, ...traces(values)].some((value) => text.includes(value));
}

/** A kept bundle's text with the tokens replaced by this build's values. */
export function fillTemplate(text: string, values: BundleValues): string {
  let filled = text;
  for (const [name, spelled] of spellings(values)) {
    filled = filled.split(TOKENS[name]).join(spelled);
  }
  return filled;
}

/** Whether a kept bundle's text holds any token, so restoring it must fill it in. */
export function isTemplate(text: string): boolean {
  return Object.values(TOKENS).some((token) => text.includes(token));
}

/**
 * Parts of the values that would betray them in another spelling: the site's host, and the
 * names of the output directory, the prepared file and its directory.
 */
function traces(values: BundleValues): string[] {
  return [
    new URL(values.siteUrl).host,
    path.basename(path.resolve(values.outDir)),
    path.basename(values.preparedFile),
    path.basename(path.dirname(values.preparedFile)),
  ].filter((trace) => trace.length > 1);
}
