/** Main-thread CPU time in a Chrome trace recorded with the 'toplevel' category. */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Thread (CPU) duration of a complete event, in µs. */
  tdur?: number;
  args?: { name?: string };
}

/** A scheduler task (the name varies with Chrome's version). */
const TASK_NAMES = new Set(['ThreadControllerImpl::RunTask', 'RunTask']);

/**
 * The sum of the renderer main threads' top-level tasks' thread time, in ms. Thread time
 * leaves out the time a thread waited for a core (or was held back by CPU throttling).
 */
export function mainThreadCpuMs(trace: Buffer | string): number {
  const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let micros = 0;
  for (const event of traceEvents)
    if (
      event.ph === 'X' &&
      TASK_NAMES.has(event.name) &&
      mainThreads.has(`${event.pid}:${event.tid}`)
    )
      micros += event.tdur ?? 0;
  return micros / 1000;
}
