/**
 * Turns the three ways InstantSearch states filters into one expression tree:
 * - `filters`: 'car_type:used AND (make:Toyota OR make:"Land Rover") AND NOT sold:true AND price > 200'
 * - `facetFilters`: ['make:Toyota', ['model:RAV4', 'model:Corolla'], 'tag:-Special'] (AND of ORs;
 *   a leading '-' negates, '\-' is a literal '-')
 * - `numericFilters`: ['price>=5000', ['year=2020', 'year=2021'], 'km:0 TO 10000']
 * Bad syntax throws a FilterSyntaxError, which the client answers as Algolia does: status 400.
 */

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export type Filter =
  | { op: 'and' | 'or'; of: Filter[] }
  | { op: 'not'; of: Filter }
  /** attr equals value: a facet value, or a number for numeric attributes. */
  | { op: 'is'; attr: string; value: string }
  | { op: NumericOp; attr: string; value: number }
  | { op: 'to'; attr: string; value: number; to: number };

export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
}

const fail = (message: string): never => {
  throw new FilterSyntaxError(message);
};

function toNumber(text: string, where: string): number {
  const n = text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : fail(`${where}: "${text}" is not a number`);
}

/** facetFilters: a string, or an AND-array whose entries are strings or OR-arrays. */
export function parseFacetFilters(input: unknown): Filter | null {
  return parseNested(input, 'facetFilters', (entry) => {
    const colon = entry.indexOf(':');
    if (colon < 1) return fail(`facetFilters: "${entry}" is not attribute:value`);
    const attr = entry.slice(0, colon).trim();
    let value = entry.slice(colon + 1);
    const negated = value.startsWith('-');
    if (negated) value = value.slice(1);
    if (value.startsWith('\\-')) value = value.slice(1);
    const is: Filter = { op: 'is', attr, value };
    return negated ? { op: 'not', of: is } : is;
  });
}

const NUMERIC = /^\s*([^<>=!:\s]+)\s*(<=|>=|!=|<|=|>|:)\s*(.+?)\s*$/;

/** numericFilters: 'attr op number' or 'attr:lower TO upper', nested like facetFilters. */
export function parseNumericFilters(input: unknown): Filter | null {
  return parseNested(input, 'numericFilters', (entry) => {
    const m = NUMERIC.exec(entry) ?? fail(`numericFilters: cannot read "${entry}"`);
    const [, attr = '', op = '', rest = ''] = m;
    if (op === ':') {
      const [lo = '', hi] = rest.split(/\s+TO\s+/i);
      if (hi === undefined) return { op: '=', attr, value: toNumber(lo, 'numericFilters') };
      return {
        op: 'to',
        attr,
        value: toNumber(lo, 'numericFilters'),
        to: toNumber(hi, 'numericFilters'),
      };
    }
    return { op: op as NumericOp, attr, value: toNumber(rest, 'numericFilters') };
  });
}

function parseNested(
  input: unknown,
  where: string,
  leaf: (entry: string) => Filter,
): Filter | null {
  if (input === undefined || input === null || input === '') return null;
  const entry = (e: unknown): Filter =>
    typeof e === 'string' ? leaf(e) : fail(`${where}: ${JSON.stringify(e)} is not a string`);
  if (typeof input === 'string') return entry(input);
  if (!Array.isArray(input)) return fail(`${where} must be a string or an array`);
  return {
    op: 'and',
    of: input.map((e: unknown) => (Array.isArray(e) ? { op: 'or', of: e.map(entry) } : entry(e))),
  };
}

export type FilterToken = { kind: 'word' | 'string' | 'op' | '(' | ')' | ':'; text: string };
type Token = FilterToken;

/** The words and symbols of a `filters` string; quoted values come out whole and unescaped. */
export function lexFilters(source: string): Token[] {
  const tokens: Token[] = [];
  const re = /\s*(?:(\()|(\))|(:)|(<=|>=|!=|<|>|=)|"((?:[^"\\]|\\.)*)"|([^\s()":<>=!]+)|(\S))/gy;
  let m: RegExpExecArray | null;
  while (re.lastIndex < source.length && (m = re.exec(source))) {
    if (m[1]) tokens.push({ kind: '(', text: '(' });
    else if (m[2]) tokens.push({ kind: ')', text: ')' });
    else if (m[3]) tokens.push({ kind: ':', text: ':' });
    else if (m[4]) tokens.push({ kind: 'op', text: m[4] });
    else if (m[5] !== undefined)
      tokens.push({ kind: 'string', text: m[5].replace(/\\(.)/g, '$1') });
    else if (m[6]) tokens.push({ kind: 'word', text: m[6] });
    else if (m[7]) fail(`filters: unexpected "${m[7]}" at ${m.index}`);
    else break; // only trailing spaces were left
  }
  return tokens;
}

/** The `filters` string: conditions joined by AND / OR / NOT and parentheses. */
export function parseFilters(source: unknown): Filter | null {
  if (source === undefined || source === null) return null;
  if (typeof source !== 'string') return fail('filters must be a string');
  const tokens = lexFilters(source);
  if (tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at];
  const isKeyword = (word: string) =>
    peek()?.kind === 'word' && peek()?.text.toUpperCase() === word;
  const next = (what: string): Token =>
    tokens[at++] ?? fail(`filters: expected ${what} at the end of "${source}"`);
  const name = (what: string): string => {
    const t = next(what);
    return t.kind === 'word' || t.kind === 'string'
      ? t.text
      : fail(`filters: expected ${what}, found "${t.text}"`);
  };

  const list = (op: 'and' | 'or', item: () => Filter): Filter => {
    const of = [item()];
    while (isKeyword(op.toUpperCase())) {
      at++;
      of.push(item());
    }
    return of.length === 1 ? of[0]! : { op, of };
  };
  const expression = (): Filter => list('or', () => list('and', unary));
  const unary = (): Filter => {
    if (isKeyword('NOT')) {
      at++;
      return { op: 'not', of: unary() };
    }
    if (peek()?.kind === '(') {
      at++;
      const inner = expression();
      if (next('")"').kind !== ')') fail(`filters: expected ")" in "${source}"`);
      return inner;
    }
    return condition();
  };
  const condition = (): Filter => {
    const attr = name('an attribute');
    const t = next('":" or a comparison');
    if (t.kind === 'op')
      return { op: t.text as NumericOp, attr, value: toNumber(name('a number'), 'filters') };
    if (t.kind !== ':') return fail(`filters: expected ":" after "${attr}"`);
    const value = name('a value');
    if (!isKeyword('TO')) return { op: 'is', attr, value };
    at++;
    return {
      op: 'to',
      attr,
      value: toNumber(value, 'filters'),
      to: toNumber(name('a number'), 'filters'),
    };
  };

  const tree = expression();
  if (at < tokens.length) fail(`filters: unexpected "${tokens[at]!.text}" in "${source}"`);
  return tree;
}
