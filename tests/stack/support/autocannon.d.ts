// The part of autocannon's API the stack tests use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Paths asked for in turn on each connection. */
    requests?: { path: string }[];
  }
  interface Result {
    requests: { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  /** The run: its result once it ends, and `stop()` to end it early. */
  function autocannon(options: Options): Promise<Result> & { stop: () => void };
  export default autocannon;
}
