import { expect, it } from 'vitest';
import { mainThreadCpuMs } from '../../../../src/server/search/bench/trace-cpu.ts';

const thread = (pid: number, tid: number, name: string) => ({
  ph: 'M',
  name: 'thread_name',
  pid,
  tid,
  args: { name },
});
const task = (pid: number, tid: number, tdur: number, name = 'ThreadControllerImpl::RunTask') => ({
  ph: 'X',
  name,
  pid,
  tid,
  dur: tdur * 3,
  tdur,
});

it("sums the thread time of the renderer main threads' tasks, in ms", () => {
  const trace = JSON.stringify({
    traceEvents: [
      thread(1, 1, 'CrRendererMain'),
      thread(1, 2, 'Compositor'),
      thread(9, 9, 'CrBrowserMain'),
      task(1, 1, 1500),
      task(1, 1, 2500, 'RunTask'),
      task(1, 2, 70_000),
      task(9, 9, 90_000),
      { ph: 'X', name: 'FunctionCall', pid: 1, tid: 1, dur: 800, tdur: 800 },
    ],
  });
  expect(mainThreadCpuMs(trace)).toBe(4);
});
