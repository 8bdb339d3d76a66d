// autocannon ships no types; this covers the part the benchmarks use.
declare module 'autocannon' {
  interface RawRequest {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
  }
  interface Request {
    path?: string;
    /** Returns the request to send (mutated); a falsy value restarts the sequence. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    min: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  interface Instance {
    /** Every answer, as it arrives. */
    on(event: 'response', listener: () => void): Instance;
  }
  function autocannon(options: Options): Promise<Result>;
  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
