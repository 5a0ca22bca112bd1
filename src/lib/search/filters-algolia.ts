/**
 * A dealer's configured filters (dealer.search.filters) checked against what hosted Algolia
 * accepts, so a dealer never switches engines into a search that answers every request with
 * an error. The embedded engine reads any AND / OR / NOT nesting; Algolia takes only a
 * conjunction of OR groups (its "Combining boolean operators" guide):
 *
 * - `A AND (B OR C) AND NOT D` is fine; an OR group's members are single filters, negated or not;
 * - no AND inside an OR: `(A AND B) OR C`;
 * - no parentheses around an AND: `(A AND (B OR C))`;
 * - no NOT before parentheses: `NOT (A OR B)`;
 * - no OR mixing filter kinds: a facet filter (`make:Toyota`), a numeric one (`price > 5000`,
 *   `price:5000 TO 9000`) and a tag (`_tags:x`) never share an OR.
 *
 * Pure: the prepare step calls it and reports the problems with the dealer file's name.
 */
import { FilterSyntaxError, lexFilters, parseFilters } from './engine/filters-parser.ts';
import type { FilterToken } from './engine/filters-parser.ts';

type Kind = 'facet' | 'numeric' | 'tag';

/** A filter string's shape, parentheses kept (the engine's own tree drops them). */
type Shape =
  | { is: 'filter'; kind: Kind; text: string }
  | { is: 'not'; of: Shape }
  | { is: 'and' | 'or'; of: Shape[] }
  | { is: 'group'; of: Shape };

/**
 * Problems with the configured filters, one per bad entry, each naming the field
 * (`search.filters[1]`). Entries the engine cannot read are reported whatever the engine;
 * Algolia's limits only when `algolia` is set.
 */
export function configuredFilterProblems(
  filters: readonly string[],
  opts: { algolia: boolean; field?: string },
): string[] {
  const field = opts.field ?? 'search.filters';
  const problems: string[] = [];
  filters.forEach((filter, i) => {
    const where = `${field}[${i}]: ${JSON.stringify(filter)}`;
    try {
      parseFilters(filter);
    } catch (error) {
      if (!(error instanceof FilterSyntaxError)) throw error;
      problems.push(`${where} cannot be read (${error.message})`);
      return;
    }
    if (!opts.algolia) return;
    const reason = algoliaFilterProblem(filter);
    if (reason) problems.push(`${where} is not accepted by Algolia: ${reason}`);
  });
  return problems;
}

/** Why Algolia would reject a filter string the engine reads, or null when it accepts it. */
export function algoliaFilterProblem(filter: string): string | null {
  const tokens = lexFilters(filter);
  if (tokens.length === 0) return null;
  const top = shapeOf(tokens);
  if (top.is === 'group' && unwrap(top).is === 'and') {
    return 'parentheses may not hold an AND; write it without them';
  }
  const conjuncts = top.is === 'and' ? top.of : [top];
  for (const conjunct of conjuncts) {
    const problem = conjunctProblem(conjunct);
    if (problem) return problem;
  }
  return null;
}

function unwrap(shape: Shape): Shape {
  return shape.is === 'group' ? unwrap(shape.of) : shape;
}

/** One member of the top-level AND: a single filter, NOT a single filter, or an OR group. */
function conjunctProblem(shape: Shape): string | null {
  const inner = unwrap(shape);
  if (inner.is === 'and') return 'parentheses may not hold an AND; write it without them';
  if (inner.is === 'or') return orGroupProblem(inner.of);
  return literalProblem(inner);
}

function literalProblem(shape: Shape): string | null {
  if (shape.is === 'not' && shape.of.is !== 'filter') {
    return 'NOT may stand only before a single filter, never before parentheses or another NOT (NOT (A OR B))';
  }
  return null;
}

function orGroupProblem(group: Shape[]): string | null {
  const members = group.flatMap(function flatten(member): Shape[] {
    const inner = unwrap(member);
    return inner.is === 'or' ? inner.of.flatMap(flatten) : [inner];
  });
  const kinds = new Set<Kind>();
  for (const member of members) {
    if (member.is === 'and') return 'an OR may not hold an AND ((A AND B) OR C)';
    const problem = literalProblem(member);
    if (problem) return problem;
    kinds.add(kindOf(member));
  }
  if (kinds.size > 1) {
    return `an OR may not mix ${[...kinds].sort().join(' and ')} filters; split it into separate entries`;
  }
  return null;
}

function kindOf(literal: Shape): Kind {
  const inner = literal.is === 'not' ? unwrap(literal.of) : literal;
  return inner.is === 'filter' ? inner.kind : 'facet';
}

/**
 * The engine's grammar (filters-parser.ts) with parentheses kept: OR of ANDs of NOT / ( … ) /
 * conditions. Only called on strings parseFilters has read, so it need not report errors.
 */
function shapeOf(tokens: FilterToken[]): Shape {
  let at = 0;
  const keyword = (word: string) =>
    tokens[at]?.kind === 'word' && tokens[at]!.text.toUpperCase() === word;
  const list = (op: 'and' | 'or', item: () => Shape): Shape => {
    const of = [item()];
    while (keyword(op.toUpperCase())) {
      at++;
      of.push(item());
    }
    return of.length === 1 ? of[0]! : { is: op, of };
  };
  const expression = (): Shape => list('or', () => list('and', unary));
  const unary = (): Shape => {
    if (keyword('NOT')) {
      at++;
      return { is: 'not', of: unary() };
    }
    if (tokens[at]?.kind === '(') {
      at++;
      const inner = expression();
      at++; // ')'
      return { is: 'group', of: inner };
    }
    return condition();
  };
  const condition = (): Shape => {
    const attr = tokens[at++]!.text;
    const op = tokens[at++]!;
    at++; // the value
    if (op.kind === 'op') return { is: 'filter', kind: 'numeric', text: attr };
    if (keyword('TO')) {
      at += 2;
      return { is: 'filter', kind: 'numeric', text: attr };
    }
    return { is: 'filter', kind: attr === '_tags' ? 'tag' : 'facet', text: attr };
  };
  return expression();
}
