/**
 * A V8 CPU profile (`.cpuprofile`, as `--cpu-prof` writes it; bench:serve makes one of its
 * server with FORECOURT_CPU_PROF=<dir>) summed up as self time per function and per file, so
 * the cost of each request can be read without a profiler's UI.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface SelfTime {
  name: string;
  micros: number;
}

export interface ProfileSummary {
  totalMicros: number;
  /** Time V8 saw the thread idle (waiting in the event loop). */
  idleMicros: number;
  byFunction: SelfTime[];
  byFile: SelfTime[];
}

/**
 * Self time per function (`name file:line`) and per file (V8's own entries, such as garbage
 * collection and `(program)`, by their name), busiest first. A sample's time is the delta to
 * the next sample, as Chrome's profiler counts it.
 */
export function summariseCpuProfile(profile: CpuProfile): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byNode = new Map<number, number>();
  const { samples, timeDeltas } = profile;
  for (let i = 0; i < samples.length; i++) {
    const micros = timeDeltas[i + 1] ?? 0;
    byNode.set(samples[i]!, (byNode.get(samples[i]!) ?? 0) + micros);
  }
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  let totalMicros = 0;
  let idleMicros = 0;
  for (const [id, micros] of byNode) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    totalMicros += micros;
    if (frame.functionName === '(idle)') idleMicros += micros;
    const file = frame.url ? shortFile(frame.url) : frame.functionName || '(anonymous)';
    const name = frame.url
      ? `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
      : file;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
    byFile.set(file, (byFile.get(file) ?? 0) + micros);
  }
  return { totalMicros, idleMicros, byFunction: sorted(byFunction), byFile: sorted(byFile) };
}

/** A file's URL from the repository or node_modules on: `node_modules/fastify/lib/reply.js`. */
export function shortFile(url: string): string {
  const path = url.replace(/^file:\/\//, '');
  const modules = path.lastIndexOf('/node_modules/');
  if (modules !== -1) return path.slice(modules + 1);
  const source = path.indexOf('/src/');
  return source === -1 ? path : path.slice(source + 1);
}

function sorted(totals: Map<string, number>): SelfTime[] {
  return [...totals]
    .map(([name, micros]) => ({ name, micros }))
    .sort((a, b) => b.micros - a.micros || a.name.localeCompare(b.name));
}

/** The summary as text: the busy share, then the top `limit` files and functions. */
export function formatProfileSummary(
  summary: ProfileSummary,
  options: { limit?: number; requests?: number } = {},
): string {
  const limit = options.limit ?? 30;
  const busy = summary.totalMicros - summary.idleMicros;
  const per = (micros: number) =>
    options.requests ? `  ${(micros / options.requests).toFixed(1).padStart(7)} µs/req` : '';
  const row = (entry: SelfTime) =>
    `${(entry.micros / 1000).toFixed(0).padStart(8)} ms ` +
    `${((entry.micros / Math.max(1, busy)) * 100).toFixed(1).padStart(5)}%${per(entry.micros)}  ${entry.name}`;
  const notIdle = (entry: SelfTime) => entry.name !== '(idle)';
  return [
    `profile ${(summary.totalMicros / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s ` +
      `(shares below are of the busy time)`,
    '',
    'self time by file',
    ...summary.byFile.filter(notIdle).slice(0, limit).map(row),
    '',
    'self time by function',
    ...summary.byFunction.filter(notIdle).slice(0, limit).map(row),
  ].join('\n');
}
