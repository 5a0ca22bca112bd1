/**
 * Figures of the search page's interaction bench (npm run bench:interactions): per interaction,
 * the 75th percentile and the worst of its runs' INP-like durations, judged against the bars of
 * issue 16 (p75 ≤ 100 ms, worst ≤ 200 ms at 4× CPU slowdown).
 */

export interface InteractionBars {
  p75Ms: number;
  worstMs: number;
}

export const INTERACTION_BARS: InteractionBars = { p75Ms: 100, worstMs: 200 };

/**
 * The Event Timing API reports nothing shorter than its 16 ms threshold: an interaction with no
 * entry took at most this long, and is counted as this.
 */
export const EVENT_TIMING_FLOOR_MS = 16;

export interface InteractionSummary {
  runs: number;
  p75Ms: number;
  worstMs: number;
  pass: boolean;
}

/**
 * The nearest-rank percentile (the value at or below which `p` per cent of the samples lie),
 * as web-vitals reports INP's p75 over page loads.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1] as number;
}

/**
 * One interaction's duration from its Event Timing entries: the longest entry (INP takes an
 * interaction's longest event), or the floor when none passed the threshold.
 */
export function interactionDuration(entryDurations: readonly number[]): number {
  return Math.max(EVENT_TIMING_FLOOR_MS, ...entryDurations);
}

export function summarise(
  samples: readonly number[],
  bars: InteractionBars = INTERACTION_BARS,
): InteractionSummary {
  const p75Ms = percentile(samples, 75);
  const worstMs = Math.max(...samples);
  return {
    runs: samples.length,
    p75Ms,
    worstMs,
    pass: p75Ms <= bars.p75Ms && worstMs <= bars.worstMs,
  };
}

/** 'ironbark-motorcycles  make            p75   72 ms  worst  104 ms  pass  (5 runs)' */
export function summaryLine(
  tenant: string,
  interaction: string,
  summary: InteractionSummary,
): string {
  const ms = (value: number) => `${String(Math.round(value)).padStart(4)} ms`;
  return (
    `${tenant.padEnd(22)} ${interaction.padEnd(16)} p75 ${ms(summary.p75Ms)}  worst ${ms(summary.worstMs)}  ` +
    `${summary.pass ? 'pass' : 'FAIL'}  (${summary.runs} runs)`
  );
}
