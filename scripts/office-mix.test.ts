import { describe, expect, it } from 'vitest';
import { chooseInteraction, INTERACTIONS, OFFICE_MIX, pick, thinkTime, type Interaction } from './office-mix';

/** A repeatable random source (a linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

describe('chooseInteraction', () => {
  it('follows the weights', () => {
    const random = seeded(42);
    const counts = new Map<Interaction, number>();
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const choice = chooseInteraction(random);
      counts.set(choice, (counts.get(choice) ?? 0) + 1);
    }
    const total = INTERACTIONS.reduce((sum, name) => sum + OFFICE_MIX[name], 0);
    for (const name of INTERACTIONS) expect((counts.get(name) ?? 0) / n).toBeCloseTo(OFFICE_MIX[name] / total, 2);
  });

  it('maps the ends of [0, 1) to the first and last interactions with weight, never one without', () => {
    const mix = { ...OFFICE_MIX, 'sign in again': 0 };
    expect(chooseInteraction(() => 0, mix)).toBe(INTERACTIONS[0]);
    expect(chooseInteraction(() => 0.999999999, mix)).toBe('notifications');
    const onlySearch = Object.fromEntries(INTERACTIONS.map((name) => [name, name === 'search' ? 1 : 0])) as Record<Interaction, number>;
    for (const r of [0, 0.3, 0.999]) expect(chooseInteraction(() => r, onlySearch)).toBe('search');
  });
});

describe('thinkTime and pick', () => {
  it('thinks 1 to 5 s by default', () => {
    expect(thinkTime(() => 0)).toBe(1_000);
    expect(thinkTime(() => 0.5)).toBe(3_000);
    expect(thinkTime(() => 0.9999)).toBeLessThan(5_000);
  });

  it('picks every element, within bounds', () => {
    expect(pick(() => 0, ['a', 'b', 'c'])).toBe('a');
    expect(pick(() => 0.5, ['a', 'b', 'c'])).toBe('b');
    expect(pick(() => 0.99999, ['a', 'b', 'c'])).toBe('c');
  });
});
