/** The part of autocannon's API the serving bench uses (the package ships no types). */
declare module 'autocannon' {
  export interface RawRequest {
    method: string;
    path: string;
    headers: Record<string, string>;
  }

  export interface Histogram {
    average: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram & { total: number };
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: { setupRequest?: (request: RawRequest) => RawRequest }[];
  }

  export interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export default autocannon;
}
