/**
 * Latencies of a load run, per interaction: what `npm run bench:office` records while its
 * people work (one sample per answered call, an error per failed one) and the table it prints.
 * Pure: no clock, no I/O, so scripts/latency-report.test.ts checks it.
 */

/** The nearest-rank percentile (p in 0..100) of ascending values; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface InteractionSummary {
  name: string;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Samples (ms) and errors per interaction, in the order interactions were first seen. */
export class LatencyLog {
  private readonly samples = new Map<string, number[]>();
  private readonly failures = new Map<string, number>();
  /** The first few error texts of each interaction, to say what went wrong. */
  readonly examples = new Map<string, string[]>();

  private touch(name: string): void {
    if (!this.samples.has(name)) {
      this.samples.set(name, []);
      this.failures.set(name, 0);
    }
  }

  record(name: string, ms: number): void {
    this.touch(name);
    this.samples.get(name)!.push(ms);
  }

  fail(name: string, why: string): void {
    this.touch(name);
    this.failures.set(name, this.failures.get(name)! + 1);
    const seen = this.examples.get(name) ?? [];
    if (seen.length < 3) seen.push(why);
    this.examples.set(name, seen);
  }

  /** Adds another log's samples and errors (one log per instance's people). */
  merge(other: LatencyLog): void {
    for (const [name, values] of other.samples) {
      this.touch(name);
      this.samples.get(name)!.push(...values);
    }
    for (const [name, n] of other.failures) {
      this.touch(name);
      this.failures.set(name, this.failures.get(name)! + n);
    }
    for (const [name, texts] of other.examples) this.examples.set(name, [...(this.examples.get(name) ?? []), ...texts].slice(0, 3));
  }

  summary(): InteractionSummary[] {
    return [...this.samples].map(([name, values]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        name,
        count: sorted.length,
        errors: this.failures.get(name) ?? 0,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? NaN,
      };
    });
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(1));

/**
 * The results as a Markdown table: one row per interaction with its count, errors and
 * percentiles, and the verdict against the p95 target (errors fail it too). Rows named in
 * `untargeted` (e.g. the realtime push, measured across two clients) carry no verdict.
 */
export function formatTable(rows: readonly InteractionSummary[], targetP95Ms: number, untargeted: ReadonlySet<string> = new Set()): string {
  const lines = [
    '| interaction | count | errors | p50 ms | p95 ms | p99 ms | max ms | p95 < ' + targetP95Ms + ' ms, 0 errors |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const verdict = untargeted.has(r.name) ? '—' : r.errors === 0 && r.count > 0 && r.p95 < targetP95Ms ? 'ok' : 'MISSED';
    lines.push(`| ${r.name} | ${r.count} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${ms(r.max)} | ${verdict} |`);
  }
  return lines.join('\n');
}

/** Whether every targeted row met the target with no errors. */
export function metTarget(rows: readonly InteractionSummary[], targetP95Ms: number, untargeted: ReadonlySet<string> = new Set()): boolean {
  return rows.every((r) => untargeted.has(r.name) || (r.errors === 0 && r.count > 0 && r.p95 < targetP95Ms));
}
