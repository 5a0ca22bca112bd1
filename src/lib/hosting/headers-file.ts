/**
 * The `_headers` file of Netlify and Cloudflare Pages: the host configuration each dealer build
 * writes beside its pages, read back by the local server so that it answers with the same
 * headers a CDN host would.
 *
 *     # comment
 *     /_astro/*
 *       Cache-Control: public, max-age=31536000, immutable
 *     /cars/:slug/
 *       X-Robots-Tag: noindex
 *       ! X-Frame-Options
 *
 * A pattern line starts at column 0; its header lines are indented. Every rule whose pattern
 * matches a path applies, top to bottom: a header named again (in the same rule or a later
 * one) gets its values joined with ", ", and Cloudflare's `! Name` line detaches a header an
 * earlier matching rule set. So a path must not match two rules that both set a header that
 * cannot be joined (Cache-Control, Content-Security-Policy): the writer keeps such patterns
 * apart.
 */

/** One header line of a rule: `Name: value`, or `! Name` (detach) when `value` is null. */
export interface HeaderLine {
  name: string;
  value: string | null;
}

/** A block of the file: a URL pattern and its header lines, in file order. */
export interface HeaderRule {
  /**
   * As written: a path (`/about/`), a `*` splat matching any characters including none
   * (`/_astro/*`), `:name` placeholders matching one path segment (`/cars/:slug/`), or an
   * absolute `https://host/path` URL (kept, never matched by a bare pathname).
   */
  pattern: string;
  headers: HeaderLine[];
}

/** A line the format does not allow, with its 1-based line number. */
export class HeadersFileError extends Error {
  readonly line: number;

  constructor(line: number, reason: string) {
    super(`_headers line ${line}: ${reason}`);
    this.name = 'HeadersFileError';
    this.line = line;
  }
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Parse a `_headers` file; throws HeadersFileError on a line the hosts would reject. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const indented = /^\s/.test(raw);
    if (!indented) {
      if (!trimmed.startsWith('/') && !trimmed.startsWith('https://')) {
        throw new HeadersFileError(lineNumber, `a pattern must start with / or https://`);
      }
      rules.push({ pattern: trimmed, headers: [] });
      return;
    }
    const rule = rules.at(-1);
    if (!rule) throw new HeadersFileError(lineNumber, 'a header line before any URL pattern');
    rule.headers.push(parseHeaderLine(trimmed, lineNumber));
  });
  return rules;
}

function parseHeaderLine(trimmed: string, lineNumber: number): HeaderLine {
  if (trimmed.startsWith('!')) {
    const name = trimmed.slice(1).trim();
    if (!HEADER_NAME.test(name)) {
      throw new HeadersFileError(lineNumber, `"${name}" is not a header name`);
    }
    return { name, value: null };
  }
  const colon = trimmed.indexOf(':');
  if (colon < 0) throw new HeadersFileError(lineNumber, 'expected "Name: value"');
  const name = trimmed.slice(0, colon).trim();
  if (!HEADER_NAME.test(name)) {
    throw new HeadersFileError(lineNumber, `"${name}" is not a header name`);
  }
  return { name, value: trimmed.slice(colon + 1).trim() };
}

/** Write rules in the file format, a blank line between blocks; parses back to the same rules. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map((rule) => {
      const lines = rule.headers.map(({ name, value }) =>
        value === null ? `  ! ${name}` : `  ${name}: ${value}`,
      );
      return [rule.pattern, ...lines].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}

/**
 * The headers every matching rule gives `pathname` (the URL path as requested, before any
 * query). Names keep the spelling they were first written with; matching is case-insensitive.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const found = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!patternMatcher(rule.pattern).test(pathname)) continue;
    for (const line of rule.headers) {
      const key = line.name.toLowerCase();
      const earlier = found.get(key);
      if (line.value === null) found.delete(key);
      else if (earlier) earlier.value = `${earlier.value}, ${line.value}`;
      else found.set(key, { name: line.name, value: line.value });
    }
  }
  return Object.fromEntries([...found.values()].map(({ name, value }) => [name, value]));
}

const NEVER = /(?!)/;
// The server asks for every request: compile each distinct pattern once.
const matchers = new Map<string, RegExp>();

function patternMatcher(pattern: string): RegExp {
  let matcher = matchers.get(pattern);
  if (!matcher) {
    matcher = pattern.startsWith('/') ? compilePattern(pattern) : NEVER;
    matchers.set(pattern, matcher);
  }
  return matcher;
}

function compilePattern(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (/^:[A-Za-z]\w*$/.test(part)) return '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line (Netlify sets none). */
export const CLOUDFLARE_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** Why Cloudflare Pages would not apply all of these rules; empty when it would. */
export function cloudflareLimitProblems(rules: readonly HeaderRule[]): string[] {
  const problems: string[] = [];
  if (rules.length > CLOUDFLARE_LIMITS.rules) {
    problems.push(`${rules.length} rules, over Cloudflare Pages' ${CLOUDFLARE_LIMITS.rules}`);
  }
  for (const rule of rules) {
    for (const { name, value } of rule.headers) {
      const length = value === null ? name.length + 2 : name.length + 2 + value.length;
      if (length > CLOUDFLARE_LIMITS.lineLength) {
        problems.push(
          `${rule.pattern} ${name}: ${length} characters, over Cloudflare Pages' ${CLOUDFLARE_LIMITS.lineLength} a line`,
        );
      }
    }
  }
  return problems;
}
