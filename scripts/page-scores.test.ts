import { describe, expect, it } from 'vitest';
import { formatReport, formatTable, medianRun, replaceSection, SECTION_END, SECTION_START, type PageResult, type RunScores } from './page-scores';

const run = (performance: number | null, lcpMs: number | null = 1000, extra: Partial<RunScores> = {}): RunScores => ({
  performance,
  accessibility: 98,
  lcpMs,
  tbtMs: 120,
  cls: 0.01,
  failedAccessibilityAudits: [],
  ...extra,
});

describe('medianRun', () => {
  it('picks the run with the middle performance score, whatever the order', () => {
    expect(medianRun([run(80, 1), run(60, 2), run(70, 3)])?.lcpMs).toBe(3);
    expect(medianRun([run(70, 3), run(80, 1), run(60, 2)])?.lcpMs).toBe(3);
  });

  it('takes the lower middle run of an even count', () => {
    expect(medianRun([run(90), run(60), run(80), run(70)])?.performance).toBe(70);
  });

  it('breaks a tie in score by taking the slower LCP as the lower run', () => {
    expect(medianRun([run(70, 2000), run(70, 1000), run(70, 3000)])?.lcpMs).toBe(2000);
    expect(medianRun([run(70, 3000), run(70, 1000)])?.lcpMs).toBe(3000);
  });

  it('leaves out runs without a performance score, and gives null when none has one', () => {
    expect(medianRun([run(null), run(50), run(null)])?.performance).toBe(50);
    expect(medianRun([run(null)])).toBeNull();
    expect(medianRun([])).toBeNull();
  });
});

const results: PageResult[] = [
  { page: 'login (/login)', profile: 'mobile', runs: [run(64.4, 3467), run(71, 3100), run(58, 3900, { failedAccessibilityAudits: ['heading-order'] })] },
  {
    page: 'login (/login)',
    profile: 'desktop',
    runs: [run(96, 966.4, { tbtMs: 124.6, cls: 0.1116, failedAccessibilityAudits: ['heading-order', 'color-contrast'] })],
  },
  { page: 'dashboard (/)', profile: 'mobile', runs: [run(null, null, { accessibility: null, tbtMs: null, cls: null })] },
];

describe('formatTable', () => {
  it('prints one row per page and profile: the median run, then every run', () => {
    expect(formatTable(results)).toBe(
      [
        '| page | profile | performance | accessibility | LCP | TBT | CLS | performance of each run |',
        '|---|---|---|---|---|---|---|---|',
        '| login (/login) | mobile | 64 | 98 | 3.5 s | 120 ms | 0.010 | 64 / 71 / 58 |',
        '| login (/login) | desktop | 96 | 98 | 1.0 s | 125 ms | 0.112 | 96 |',
        '| dashboard (/) | mobile | — | — | — | — | — | — |',
      ].join('\n'),
    );
  });
});

describe('formatReport', () => {
  it('says how, when and under what load, then the table and the median runs’ failed accessibility audits', () => {
    const report = formatReport(
      {
        command: 'npm run bench:pages -- --write',
        startedAt: new Date('2026-11-25T13:29:42.123Z'),
        loadAverage: [6.111, 2.5, 1],
        cores: 2,
        tenant: 'KRU',
        runsPerPage: 3,
        lighthouseVersion: '12.2.3',
        browser: 'Chromium 156.0.8078.108',
        notes: ['A note.'],
      },
      results,
    );
    const lines = report.split('\n');
    expect(lines[0]).toBe(
      'Command: `npm run bench:pages -- --write`, run on 2026-11-25 13:29 UTC: tenant KRU, 3 Lighthouse runs per page and profile (the median run by performance score is reported), Lighthouse 12.2.3, Chromium 156.0.8078.108, 2 cores, load average at the start 6.11 / 2.50 / 1.00 (1 / 5 / 15 min).',
    );
    expect(lines.slice(2, 7)).toEqual(formatTable(results).split('\n'));
    // The median mobile login run (64) had no failures; the one that had is not reported.
    expect(lines.slice(7)).toEqual(['', 'Accessibility audits failed on login (/login), desktop: heading-order, color-contrast.', '', 'A note.']);
  });
});

describe('replaceSection', () => {
  const doc = ['# Benchmarks', '', SECTION_START, 'old table', 'old line', SECTION_END, '', 'after'].join('\n');

  it('replaces what lies between the markers and keeps the rest', () => {
    expect(replaceSection(doc, '\nnew table\n')).toBe(['# Benchmarks', '', SECTION_START, 'new table', SECTION_END, '', 'after'].join('\n'));
  });

  it('gives the same file when run twice with the same content', () => {
    const once = replaceSection(doc, 'new');
    expect(replaceSection(once, 'new')).toBe(once);
  });

  it('refuses a file without both markers, with them out of order or repeated', () => {
    expect(() => replaceSection('# Benchmarks', 'x')).toThrow(/markers/);
    expect(() => replaceSection(`${SECTION_END}\n${SECTION_START}`, 'x')).toThrow(/comes before/);
    expect(() => replaceSection(`${SECTION_START}\n${SECTION_END}\n${SECTION_START}\n${SECTION_END}`, 'x')).toThrow(/once/);
  });
});
