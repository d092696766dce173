/** p50 / p95 / p99 (nearest rank) of a list of milliseconds, with its count and maximum. */
export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? 0;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}

/**
 * What the clients measured: latencies per goal, failed requests by route and status (with a few
 * example answers), retried requests. Latencies and failures count only while `measuring`
 * (warm-up and drain stay out); failures of the set-up are kept apart.
 */
export class Stats {
  measuring = false;
  private readonly latencies = new Map<string, number[]>();
  private readonly failures = new Map<string, { count: number; setup: number; examples: string[] }>();
  private readonly retries = new Map<string, number>();

  /** Forgets everything measured so far (the next window starts from zero). */
  reset(): void {
    this.latencies.clear();
    this.failures.clear();
    this.retries.clear();
  }

  latency(goal: string, ms: number): void {
    if (!this.measuring) return;
    let list = this.latencies.get(goal);
    if (!list) {
      list = [];
      this.latencies.set(goal, list);
    }
    list.push(ms);
  }

  failed(route: string, status: number, body: unknown): void {
    const key = `${route} ${status}`;
    const entry = this.failures.get(key) ?? { count: 0, setup: 0, examples: [] };
    if (this.measuring) entry.count += 1;
    else entry.setup += 1;
    if (entry.examples.length < 3) entry.examples.push(JSON.stringify(body).slice(0, 300));
    this.failures.set(key, entry);
  }

  retried(route: string): void {
    this.retries.set(route, (this.retries.get(route) ?? 0) + 1);
  }

  goals(): Record<string, Percentiles> {
    return Object.fromEntries([...this.latencies].map(([goal, list]) => [goal, percentiles(list)]));
  }

  failedRequests(): Array<{
    route: string;
    status: number;
    count: number;
    setup: number;
    examples: string[];
  }> {
    return [...this.failures].map(([key, entry]) => {
      const at = key.lastIndexOf(' ');
      return { route: key.slice(0, at), status: Number(key.slice(at + 1)), ...entry };
    });
  }

  retriedRequests(): Record<string, number> {
    return Object.fromEntries(this.retries);
  }
}
