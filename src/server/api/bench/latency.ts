/** Latency figures of a run, from every request's own measurement (no histogram buckets). */
export interface LatencySummary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

/** Nearest-rank percentiles of the latencies in milliseconds. */
export function summariseLatency(latenciesMs: readonly number[]): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return {
    count: sorted.length,
    p50: rank(50),
    p90: rank(90),
    p99: rank(99),
    max: sorted.at(-1) ?? 0,
  };
}

export function formatLatency(summary: LatencySummary): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return (
    `p50 ${ms(summary.p50)}  p90 ${ms(summary.p90)}  p99 ${ms(summary.p99)}  ` +
    `(max ${ms(summary.max)})`
  );
}
