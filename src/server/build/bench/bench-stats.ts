/** One generated dealer's figures from the build bench (times in ms). */
export interface BenchRow {
  cars: number;
  pages: number;
  /** Wall time of a cold build (no previous site): load, Astro, media, illustrations, swap. */
  coldMs: number;
  /** Astro's static-generation phase within the cold build. */
  generateMs: number;
  /** Wall time of a second run with nothing changed (fingerprint match, skipped). */
  unchangedMs: number;
  /** Wall time of a rebuild after 5 % of the stock changed (prices), not forced. */
  changedMs?: number | undefined;
  /** Parts of the fixed cost: loading the dealer, Astro outside generation, work after Astro. */
  loadMs: number;
  astroMs: number;
  postMs: number;
  /** The steps after Astro by name (media, files, size, precompress, headers), ms each. */
  postSteps?: Readonly<Record<string, number>>;
  /** CPU time (all threads) of the cold build and of its generation phase. */
  cpuColdMs: number;
  cpuGenerateMs: number;
}

export interface LinearFit {
  /** Intercept: the cost of a dealer with no pages. */
  fixedMs: number;
  /** Slope: the cost of each page. */
  perPageMs: number;
}

/** Per-row split: generation phase / pages = ms per page; everything else is fixed cost. */
export function phaseSplit(row: BenchRow): LinearFit {
  return {
    perPageMs: row.pages > 0 ? row.generateMs / row.pages : 0,
    fixedMs: row.coldMs - row.generateMs,
  };
}

/** The same split in CPU time, which contention on a busy machine inflates far less. */
export function cpuSplit(row: BenchRow): LinearFit {
  return {
    perPageMs: row.pages > 0 ? row.cpuGenerateMs / row.pages : 0,
    fixedMs: row.cpuColdMs - row.cpuGenerateMs,
  };
}

/** Least-squares line through (pages, cold ms): a check on the phase split that needs no hooks. */
export function fitLine(points: ReadonlyArray<{ pages: number; ms: number }>): LinearFit | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((sum, p) => sum + p.pages, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.ms, 0) / n;
  const sxx = points.reduce((sum, p) => sum + (p.pages - meanX) ** 2, 0);
  if (sxx === 0) return null;
  const sxy = points.reduce((sum, p) => sum + (p.pages - meanX) * (p.ms - meanY), 0);
  const perPageMs = sxy / sxx;
  return { perPageMs, fixedMs: meanY - perPageMs * meanX };
}

const HEADER = [
  'cars',
  'pages',
  'cold s',
  'generate s',
  'ms/page',
  'fixed s',
  'unchanged s',
  '5% changed s',
  'cpu ms/page',
  'cpu fixed s',
];

export function formatBenchTable(rows: readonly BenchRow[]): string {
  const body = rows.map((row) => {
    const split = phaseSplit(row);
    const cpu = cpuSplit(row);
    return [
      row.cars.toLocaleString('en-AU'),
      row.pages.toLocaleString('en-AU'),
      seconds(row.coldMs),
      seconds(row.generateMs),
      split.perPageMs.toFixed(2),
      seconds(split.fixedMs),
      seconds(row.unchangedMs),
      row.changedMs === undefined ? '-' : seconds(row.changedMs),
      cpu.perPageMs.toFixed(2),
      seconds(cpu.fixedMs),
    ];
  });
  const table = [HEADER, ...body];
  const widths = HEADER.map((_, column) =>
    Math.max(...table.map((cells) => (cells[column] ?? '').length)),
  );
  return table
    .map((cells) => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  '))
    .join('\n');
}

/** The route patterns that took most of the generation phase, costliest first. */
export function formatRouteCosts(
  routes: Readonly<Record<string, { pages: number; ms: number }>>,
  top = 6,
): string[] {
  return Object.entries(routes)
    .sort(([, a], [, b]) => b.ms - a.ms)
    .slice(0, top)
    .map(
      ([route, cost]) =>
        `  ${route.padEnd(32)} ${String(cost.pages).padStart(6)} pages ` +
        `${seconds(cost.ms).padStart(7)} s  ${(cost.ms / cost.pages).toFixed(2).padStart(7)} ms/page`,
    );
}

/** Where one row's fixed cost (everything outside static generation) went. */
export function formatFixedBreakdown(row: BenchRow): string {
  const other = row.coldMs - row.loadMs - row.astroMs - row.postMs;
  const steps = Object.entries(row.postSteps ?? {});
  const stepsMs = steps.reduce((sum, [, ms]) => sum + ms, 0);
  const afterAstro = steps.length
    ? `after Astro ${seconds(row.postMs)} s (` +
      [
        ...steps.map(([name, ms]) => `${name} ${seconds(ms)}`),
        `record and swap ${seconds(row.postMs - stepsMs)}`,
      ].join(', ') +
      ')'
    : `after Astro (media, illustrations, size, record, swap) ${seconds(row.postMs)} s`;
  return (
    `fixed cost at ${row.cars.toLocaleString('en-AU')} cars: ` +
    `load dealer ${seconds(row.loadMs)} s, Astro outside generation ` +
    `${seconds(row.astroMs - row.generateMs)} s, ${afterAstro}, fingerprint ${seconds(other)} s`
  );
}

/**
 * The DESIGN.md §6 build bars, judged on wall time (the bars' unit), then the same per-page and
 * fixed figures in CPU time for context: on a loaded machine wall time is mostly waiting.
 * `failed` is true when a wall-time bar fails.
 */
export function judgeBars(rows: readonly BenchRow[]): { lines: string[]; failed: boolean } {
  const largest = rows.at(-1);
  const smallest = rows[0];
  if (!largest || !smallest) return { lines: [], failed: false };
  const lines: string[] = [];
  const pagesGrow = largest.pages >= 2 * smallest.pages;
  const perPage = phaseSplit(largest).perPageMs;
  if (pagesGrow) {
    lines.push(formatBar(`ms per page (${largest.cars} cars)`, perPage, 2.5, 'ms'));
  } else {
    lines.push(
      `n/a   ms per page: page count does not grow with stock yet (${perPage.toFixed(2)} ms)`,
    );
  }
  lines.push(
    formatBar(
      `fixed cost per dealer (${smallest.cars} cars)`,
      phaseSplit(smallest).fixedMs / 1000,
      2,
      's',
    ),
  );
  const fit = fitLine(rows.map((row) => ({ pages: row.pages, ms: row.coldMs })));
  if (fit && pagesGrow && fit.fixedMs >= 0) {
    lines.push(formatBar('fixed cost per dealer (fit)', fit.fixedMs / 1000, 2, 's'));
  } else if (fit && pagesGrow) {
    // A negative intercept means pages get costlier as stock grows: no straight line fits.
    lines.push('n/a   fixed cost per dealer (fit): per-page cost grows with stock, no line fits');
  }
  if (largest.cars >= 5000) {
    lines.push(formatBar(`${largest.cars}-car dealer, cold`, largest.coldMs / 1000, 15, 's'));
  }
  const unchanged = Math.max(...rows.map((row) => row.unchangedMs)) / 1000;
  lines.push(formatBar('unchanged rebuild, worst size', unchanged, 2, 's'));
  for (const row of rows) {
    if (row.changedMs === undefined || row.coldMs <= 0) continue;
    const share = (row.changedMs / row.coldMs) * 100;
    lines.push(formatBar(`5 % of stock changed, share of cold (${row.cars} cars)`, share, 40, '%'));
  }
  const failed = lines.some((line) => line.startsWith('FAIL'));
  const cpuPerPage = cpuSplit(largest).perPageMs;
  if (pagesGrow)
    lines.push(formatBar(`CPU ms per page (${largest.cars} cars)`, cpuPerPage, 2.5, 'ms'));
  lines.push(
    formatBar(
      `CPU fixed cost (${smallest.cars} cars, all threads)`,
      cpuSplit(smallest).fixedMs / 1000,
      2,
      's',
    ),
  );
  return { lines, failed };
}

/** A PASS/FAIL line for one bar: the value, the limit. */
export function formatBar(label: string, value: number, limit: number, unit: string): string {
  const ok = value <= limit;
  return `${ok ? 'PASS' : 'FAIL'}  ${label}: ${value.toFixed(2)} ${unit} (bar ≤ ${limit} ${unit})`;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}
