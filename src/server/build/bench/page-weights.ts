import { PAGE_KINDS, type PageKind } from './page-types.ts';

/** One built page's weight: HTML and the JavaScript it ships, brotli bytes throughout. */
export interface PageWeight {
  /** Relative to the site, '/' separators: 'finance/index.html'. */
  file: string;
  /** The URL path it is served at: '/finance'. */
  path: string;
  kind: PageKind;
  htmlBytes: number;
  htmlBrotli: number;
  /** Inline scripts plus every file loaded as the page opens. */
  jsUpFront: number;
  /** Files only dynamic imports reach. */
  jsLater: number;
  /** <astro-island> elements on the page. */
  islands: number;
  /** Site paths of the island components and renderers the page names. */
  islandFiles: string[];
  /** Site paths of the files loaded up front (inline scripts have none). */
  upFrontFiles: string[];
  /** <img> tags on the page. */
  images: number;
  /** The src (or '(no src)') of each <img> without width and height. */
  unsizedImages: string[];
}

export const KB = 1024;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

/** The first page with the largest value, or undefined for none. */
export function heaviest<T>(items: readonly T[], weigh: (item: T) => number): T | undefined {
  let best: T | undefined;
  for (const item of items) if (best === undefined || weigh(item) > weigh(best)) best = item;
  return best;
}

export const jsTotal = (page: PageWeight): number => page.jsUpFront + page.jsLater;

export interface KindSummary {
  kind: PageKind;
  label: string;
  pages: number;
  htmlMedian: number;
  htmlMax: number;
  /** The page of this kind that ships the most JavaScript, up front plus later. */
  heaviestJs: PageWeight;
}

/** One row per kind that has pages, in report order. */
export function summariseByKind(pages: readonly PageWeight[]): KindSummary[] {
  return PAGE_KINDS.flatMap(({ kind, label }) => {
    const ofKind = pages.filter((page) => page.kind === kind);
    const heaviestJs = heaviest(ofKind, jsTotal);
    if (!heaviestJs) return [];
    const html = ofKind.map((page) => page.htmlBrotli);
    return [
      {
        kind,
        label,
        pages: ofKind.length,
        htmlMedian: median(html),
        htmlMax: Math.max(...html),
        heaviestJs,
      },
    ];
  });
}

const HEADER = [
  'page type',
  'pages',
  'HTML median',
  'HTML max',
  'JS up front',
  'JS later',
  'JS total',
  'heaviest JS page',
];

/** The per-type table in KB brotli; the JS columns are those of each type's heaviest page. */
export function formatWeightTable(rows: readonly KindSummary[]): string {
  const body = rows.map((row) => [
    row.label,
    row.pages.toLocaleString('en-AU'),
    kb(row.htmlMedian),
    kb(row.htmlMax),
    kb(row.heaviestJs.jsUpFront),
    kb(row.heaviestJs.jsLater),
    kb(jsTotal(row.heaviestJs)),
    row.heaviestJs.path,
  ]);
  const table = [HEADER, ...body];
  const widths = HEADER.map((_, column) =>
    Math.max(...table.map((cells) => (cells[column] ?? '').length)),
  );
  const last = HEADER.length - 1;
  return table
    .map((cells) =>
      cells
        .map((cell, column) =>
          column === 0 || column === last
            ? cell.padEnd(column === last ? 0 : (widths[column] ?? 0))
            : cell.padStart(widths[column] ?? 0),
        )
        .join('  '),
    )
    .join('\n');
}

/** Bytes as KB (1,024 bytes) with one decimal. */
export function kb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}
