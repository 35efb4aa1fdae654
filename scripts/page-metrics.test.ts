import { describe, expect, it } from 'vitest';
import { formatSummaries, median, metricsOf, summarise } from './page-metrics';

const resources = [
  { name: 'http://h/assets/index-1.js', initiatorType: 'script', transferSize: 60_000, encodedBodySize: 59_700, decodedBodySize: 200_000 },
  { name: 'http://h/assets/theme-2.js', initiatorType: 'link', transferSize: 20_000, encodedBodySize: 19_700, decodedBodySize: 70_000 },
  { name: 'http://h/assets/index.css', initiatorType: 'link', transferSize: 1_000, encodedBodySize: 900, decodedBodySize: 4_000 },
  { name: 'http://h/api/getInfo', initiatorType: 'fetch', transferSize: 500, encodedBodySize: 400, decodedBodySize: 400 },
];

describe('page metrics', () => {
  it('takes the last LCP candidate and sums long-task time over 50 ms after the first paint', () => {
    const m = metricsOf({
      fcp: 300,
      lcp: [
        { startTime: 300, size: 10 },
        { startTime: 450, size: 500 },
      ],
      longTasks: [
        { startTime: 100, duration: 400 },
        { startTime: 320, duration: 120 },
        { startTime: 600, duration: 45 },
        { startTime: 700, duration: 51 },
      ],
      resources,
    });
    expect(m.lcp).toBe(450);
    expect(m.tbt).toBe(70 + 0 + 1); // the task before FCP does not count
    // Scripts and modulepreloaded .js files count; CSS and API calls do not.
    expect(m).toMatchObject({ jsTransferBytes: 80_000, jsDecodedBytes: 270_000, jsFiles: 2 });
  });

  it('has no LCP when nothing painted', () => {
    expect(metricsOf({ fcp: null, lcp: [], longTasks: [], resources: [] })).toEqual({
      fcp: null,
      lcp: null,
      tbt: 0,
      jsTransferBytes: 0,
      jsDecodedBytes: 0,
      jsFiles: 0,
    });
  });

  it('summarises runs by their median', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const run = (lcp: number, tbt: number) => ({ fcp: 100, lcp, tbt, jsTransferBytes: 2048, jsDecodedBytes: 4096, jsFiles: 3 });
    const s = summarise('login', [run(500, 0), run(700, 30), run(600, 10)]);
    expect(s).toMatchObject({ runs: 3, lcp: 600, lcpMax: 700, tbt: 10, tbtMax: 30, jsTransferKb: 2, jsDecodedKb: 4, jsFiles: 3 });
    expect(formatSummaries([s])).toContain('| login | 3 | 100 | 600 / 700 | 10 / 30 | 2.0 | 4.0 | 3 |');
  });
});
