/** Nearest-rank percentiles of timings in milliseconds, with the p95 the geocoding bar reads. */
export interface TimingFigures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function timingFigures(timingsMs: readonly number[]): TimingFigures {
  const sorted = timingsMs.toSorted((a, b) => a - b);
  const at = (percent: number) =>
    sorted[Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? 0 };
}

/** "p50 0.2 µs  p95 0.4 µs  p99 1.0 µs  (max 0.3 ms, 100000 lookups)". */
export function formatFigures(figures: TimingFigures, unit: string): string {
  const ms = (value: number) =>
    value < 0.1 ? `${(value * 1000).toFixed(1)} µs` : `${value.toFixed(value < 1 ? 2 : 1)} ms`;
  return (
    `p50 ${ms(figures.p50)}  p95 ${ms(figures.p95)}  p99 ${ms(figures.p99)}  ` +
    `(max ${ms(figures.max)}, ${figures.count} ${unit})`
  );
}

/** A fixed mix of postcodes to ask for: every known one, and some no place has, shuffled. */
export function postcodeMix(known: readonly string[], count: number): string[] {
  // A small linear congruential generator: the same mix on every run, so runs compare.
  let seed = 2250;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, index) =>
    index % 10 === 9
      ? String(Math.floor(next() * 10_000)).padStart(4, '0')
      : known[Math.floor(next() * known.length)]!,
  );
}
