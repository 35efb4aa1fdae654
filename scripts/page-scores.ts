/**
 * The pure part of `npm run bench:pages` (scripts/bench-pages.ts): picking the median of a
 * page's Lighthouse runs, the markdown table and report, and replacing the marked section of
 * docs/benchmarks.md with a new report.
 */

export type Profile = 'mobile' | 'desktop';

/** What one Lighthouse run gave (scores 0–100; null where Lighthouse could not compute it). */
export interface RunScores {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Ids of the accessibility audits that failed (score below 1). */
  failedAccessibilityAudits: string[];
}

/** A page measured with one profile: every run, in the order they ran. */
export interface PageResult {
  page: string;
  profile: Profile;
  runs: RunScores[];
}

/**
 * The median run by performance score (ties broken by LCP): the row reports that one run's
 * numbers together, as Lighthouse's own advice on variability does, rather than medians of each
 * metric taken from different runs. With an even count the lower of the two middle runs, so a
 * noisy extra run never flatters the result. Runs without a performance score are left out;
 * null when none has one.
 */
export function medianRun(runs: readonly RunScores[]): RunScores | null {
  const scored = runs.filter((r) => r.performance !== null);
  if (scored.length === 0) return null;
  const sorted = [...scored].sort((a, b) => a.performance! - b.performance! || (b.lcpMs ?? Infinity) - (a.lcpMs ?? Infinity));
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

const dash = '—';
const score = (v: number | null) => (v === null ? dash : String(Math.round(v)));
const seconds = (ms: number | null) => (ms === null ? dash : `${(ms / 1000).toFixed(1)} s`);
const millis = (ms: number | null) => (ms === null ? dash : `${Math.round(ms)} ms`);
const shift = (v: number | null) => (v === null ? dash : v.toFixed(3));

/** One row per page and profile: the median run's numbers, and every run's performance score. */
export function formatTable(results: readonly PageResult[]): string {
  const rows = results.map((r) => {
    const m = medianRun(r.runs);
    const each = r.runs.map((run) => score(run.performance)).join(' / ');
    return `| ${r.page} | ${r.profile} | ${score(m?.performance ?? null)} | ${score(m?.accessibility ?? null)} | ${seconds(m?.lcpMs ?? null)} | ${millis(m?.tbtMs ?? null)} | ${shift(m?.cls ?? null)} | ${each} |`;
  });
  return ['| page | profile | performance | accessibility | LCP | TBT | CLS | performance of each run |', '|---|---|---|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

/** The failed accessibility audits of each row's median run, one line per row that has any. */
export function formatAccessibilityFailures(results: readonly PageResult[]): string[] {
  return results.flatMap((r) => {
    const failed = medianRun(r.runs)?.failedAccessibilityAudits ?? [];
    return failed.length > 0 ? [`Accessibility audits failed on ${r.page}, ${r.profile}: ${failed.join(', ')}.`] : [];
  });
}

export interface ReportContext {
  /** The command as typed, e.g. `npm run bench:pages -- --write`. */
  command: string;
  /** When the run started. */
  startedAt: Date;
  /** os.loadavg() when the run started (1, 5 and 15 minutes). */
  loadAverage: readonly number[];
  cores: number;
  tenant: string;
  runsPerPage: number;
  lighthouseVersion: string;
  browser: string;
  /** Lines printed after the table (Lighthouse's warnings, the machine's benchmark index). */
  notes: readonly string[];
}

/** The report as printed and as written into docs/benchmarks.md. */
export function formatReport(context: ReportContext, results: readonly PageResult[]): string {
  const at = context.startedAt
    .toISOString()
    .replace('T', ' ')
    .replace(/:\d\d\.\d+Z$/, ' UTC');
  const load = context.loadAverage.map((v) => v.toFixed(2)).join(' / ');
  const failures = formatAccessibilityFailures(results);
  return [
    `Command: \`${context.command}\`, run on ${at}: tenant ${context.tenant}, ${context.runsPerPage} Lighthouse run${context.runsPerPage === 1 ? '' : 's'} per page and profile (the median run by performance score is reported), Lighthouse ${context.lighthouseVersion}, ${context.browser}, ${context.cores} cores, load average at the start ${load} (1 / 5 / 15 min).`,
    '',
    formatTable(results),
    ...(failures.length > 0 ? ['', ...failures] : []),
    ...(context.notes.length > 0 ? ['', ...context.notes] : []),
  ].join('\n');
}

export const SECTION_START = '<!-- bench:pages:start -->';
export const SECTION_END = '<!-- bench:pages:end -->';

/** Replaces what lies between the markers (kept) with `content`; throws when they are missing or out of order. */
export function replaceSection(document: string, content: string): string {
  const start = document.indexOf(SECTION_START);
  const end = document.indexOf(SECTION_END);
  if (start === -1 || end === -1) throw new Error(`The markers ${SECTION_START} and ${SECTION_END} are not both in the file.`);
  if (end < start) throw new Error(`${SECTION_END} comes before ${SECTION_START}.`);
  if (document.indexOf(SECTION_START, start + 1) !== -1 || document.indexOf(SECTION_END, end + 1) !== -1) {
    throw new Error(`The markers ${SECTION_START} and ${SECTION_END} must each appear once.`);
  }
  return `${document.slice(0, start + SECTION_START.length)}\n${content.trim()}\n${document.slice(end)}`;
}
