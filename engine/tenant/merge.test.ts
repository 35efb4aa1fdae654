import { describe, expect, it } from 'vitest';
import { deepMerge } from './merge';

describe('deepMerge', () => {
  it('merges objects key by key and keeps base keys the override does not name', () => {
    expect(deepMerge({ a: { x: 1, y: 2 }, b: true }, { a: { y: 3 } })).toEqual({ a: { x: 1, y: 3 }, b: true });
  });

  it('replaces arrays whole instead of concatenating them', () => {
    expect(deepMerge({ queues: ['review', 'sign', 'unreceived'] }, { queues: ['sign'] })).toEqual({ queues: ['sign'] });
  });

  it('lets null in the override clear a base value', () => {
    expect(deepMerge({ chatUrl: 'https://x' }, { chatUrl: null })).toEqual({ chatUrl: null });
  });

  it('does not mutate its inputs', () => {
    const base = { a: { list: [1] } };
    const merged = deepMerge(base, { a: { extra: 2 } }) as { a: { list: number[] } };
    merged.a.list.push(9);
    expect(base).toEqual({ a: { list: [1] } });
  });
});
