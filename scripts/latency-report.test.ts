import { describe, expect, it } from 'vitest';
import { formatTable, LatencyLog, metTarget, percentile } from './latency-report';

describe('percentile', () => {
  it('is the nearest rank of the sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
  });

  it('is NaN without values', () => {
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('LatencyLog', () => {
  it('summarises samples and errors per interaction, merging logs', () => {
    const a = new LatencyLog();
    for (const ms of [30, 10, 20]) a.record('search', ms);
    a.fail('receive', 'HTTP 409 wrong state');
    const b = new LatencyLog();
    b.record('receive', 5);
    b.record('search', 40);
    a.merge(b);
    const rows = a.summary();
    expect(rows.map((r) => [r.name, r.count, r.errors, r.p50, r.max])).toEqual([
      ['search', 4, 0, 20, 40],
      ['receive', 1, 1, 5, 5],
    ]);
    expect(a.examples.get('receive')).toEqual(['HTTP 409 wrong state']);
  });
});

describe('formatTable', () => {
  const row = (name: string, p95: number, errors = 0) => ({ name, count: 10, errors, p50: 1, p95, p99: p95 + 1, max: p95 + 2 });

  it('gives each interaction its numbers and verdict', () => {
    const text = formatTable([row('queue counts', 12.34), row('search', 150), row('receive', 20, 1), row('push', 500)], 100, new Set(['push']));
    const lines = text.split('\n');
    expect(lines[0]).toBe('| interaction | count | errors | p50 ms | p95 ms | p99 ms | max ms | p95 < 100 ms, 0 errors |');
    expect(lines[2]).toBe('| queue counts | 10 | 0 | 1.0 | 12.3 | 13.3 | 14.3 | ok |');
    expect(lines[3]).toMatch(/\| search .*\| MISSED \|$/);
    expect(lines[4]).toMatch(/\| receive \| 10 \| 1 .*\| MISSED \|$/);
    expect(lines[5]).toMatch(/\| push .*\| — \|$/);
  });

  it('meets the target only when every targeted row is under it without errors', () => {
    expect(metTarget([row('a', 99), row('push', 900)], 100, new Set(['push']))).toBe(true);
    expect(metTarget([row('a', 99, 1)], 100)).toBe(false);
    expect(metTarget([row('a', 100)], 100)).toBe(false);
  });
});
