/**
 * Wall time of a build's named steps, in the order they ran, so the build bench can say where
 * the time after Astro goes (a gigabyte of pages makes any step that reads them all count).
 */
export class StepTimes {
  readonly ms: Record<string, number> = {};

  async time<T>(step: string, run: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await run();
    } finally {
      this.ms[step] = (this.ms[step] ?? 0) + performance.now() - start;
    }
  }
}
