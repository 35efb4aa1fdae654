/**
 * The pure part of `npm run bench:pages` (scripts/measure-pages.ts): Lighthouse-style numbers
 * from the performance entries one page load recorded, and the median over several loads.
 */

export interface RecordedEntries {
  /** First contentful paint, ms since navigation start (null when the page painted nothing). */
  fcp: number | null;
  /** Every largest-contentful-paint candidate, in the order the browser reported them. */
  lcp: { startTime: number; size: number }[];
  /** Long tasks (over 50 ms on the main thread). */
  longTasks: { startTime: number; duration: number }[];
  /** Resources loaded, as PerformanceResourceTiming reports them. */
  resources: { name: string; initiatorType: string; transferSize: number; encodedBodySize: number; decodedBodySize: number }[];
}

export interface PageMetrics {
  fcp: number | null;
  lcp: number | null;
  tbt: number;
  jsTransferBytes: number;
  jsDecodedBytes: number;
  jsFiles: number;
}

const isScript = (r: RecordedEntries['resources'][number]) => r.initiatorType === 'script' || /\.m?js(\?|$)/.test(new URL(r.name, 'http://x').pathname);

/**
 * LCP is the last candidate reported; TBT (as Lighthouse defines it) is the sum of the part
 * over 50 ms of every long task that starts after the first contentful paint. We end the
 * window where the recording stopped (network quiet plus a pause) rather than at Lighthouse's
 * time-to-interactive, which for these pages is the same point or earlier.
 */
export function metricsOf(entries: RecordedEntries): PageMetrics {
  const lcp = entries.lcp.length > 0 ? entries.lcp[entries.lcp.length - 1]!.startTime : null;
  const after = entries.fcp ?? 0;
  const tbt = entries.longTasks.filter((t) => t.startTime >= after).reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const scripts = entries.resources.filter(isScript);
  return {
    fcp: entries.fcp,
    lcp,
    tbt,
    // transferSize is 0 for a cached file; every measured load starts with an empty cache.
    jsTransferBytes: scripts.reduce((sum, r) => sum + r.transferSize, 0),
    jsDecodedBytes: scripts.reduce((sum, r) => sum + r.decodedBodySize, 0),
    jsFiles: scripts.length,
  };
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface Summary {
  page: string;
  runs: number;
  fcp: number;
  lcp: number;
  lcpMax: number;
  tbt: number;
  tbtMax: number;
  jsTransferKb: number;
  jsDecodedKb: number;
  jsFiles: number;
}

export function summarise(page: string, runs: PageMetrics[]): Summary {
  const pick = (f: (m: PageMetrics) => number | null) => runs.map(f).filter((v): v is number => v !== null);
  return {
    page,
    runs: runs.length,
    fcp: median(pick((m) => m.fcp)),
    lcp: median(pick((m) => m.lcp)),
    lcpMax: Math.max(...pick((m) => m.lcp)),
    tbt: median(pick((m) => m.tbt)),
    tbtMax: Math.max(...pick((m) => m.tbt)),
    jsTransferKb: median(pick((m) => m.jsTransferBytes)) / 1024,
    jsDecodedKb: median(pick((m) => m.jsDecodedBytes)) / 1024,
    jsFiles: median(pick((m) => m.jsFiles)),
  };
}

export function formatSummaries(summaries: Summary[]): string {
  const ms = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : '—');
  return [
    '| page | runs | FCP ms (median) | LCP ms (median / max) | TBT ms (median / max) | JS transferred KB | JS decoded KB | JS files |',
    '|---|---|---|---|---|---|---|---|',
    ...summaries.map(
      (s) =>
        `| ${s.page} | ${s.runs} | ${ms(s.fcp)} | ${ms(s.lcp)} / ${ms(s.lcpMax)} | ${ms(s.tbt)} / ${ms(s.tbtMax)} | ${s.jsTransferKb.toFixed(1)} | ${s.jsDecodedKb.toFixed(1)} | ${s.jsFiles} |`,
    ),
  ].join('\n');
}
