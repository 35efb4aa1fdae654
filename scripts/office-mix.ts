/**
 * What a person of `npm run bench:office` does next, and how long they think first. The mix is
 * an office hour as the registry and its readers live it: mostly looking (queue counts, a
 * queue's page, a letter and its file, the bell), some searching, a receive (ลงรับ, which takes
 * a register number) for every few letters looked at, now and then a letter passed on to a
 * colleague, a file attached, or a fresh sign-in. Pure: the random source is a parameter, so
 * scripts/office-mix.test.ts checks the choice.
 */

export const INTERACTIONS = [
  'queue counts',
  'queue page',
  'open letter',
  'receive',
  'send on',
  'upload file',
  'search',
  'notifications',
  'sign in again',
] as const;
export type Interaction = (typeof INTERACTIONS)[number];

/** Relative weights of the interactions (a person's next step). */
export const OFFICE_MIX: Readonly<Record<Interaction, number>> = {
  'queue counts': 18,
  'queue page': 18,
  'open letter': 16,
  receive: 10,
  'send on': 4,
  'upload file': 5,
  search: 10,
  notifications: 16,
  'sign in again': 3,
};

/** A random number in [0, 1), as Math.random gives. */
export type Random = () => number;

/** Picks an interaction with probability weight / sum of weights. */
export function chooseInteraction(random: Random, mix: Readonly<Record<Interaction, number>> = OFFICE_MIX): Interaction {
  const total = INTERACTIONS.reduce((sum, name) => sum + mix[name], 0);
  let point = random() * total;
  for (const name of INTERACTIONS) {
    point -= mix[name];
    if (point < 0) return name;
  }
  // random() near 1 and rounding: the last interaction with any weight.
  return [...INTERACTIONS].reverse().find((name) => mix[name] > 0)!;
}

/** Think time before the next step, uniform in [minMs, maxMs). */
export function thinkTime(random: Random, minMs = 1_000, maxMs = 5_000): number {
  return minMs + random() * (maxMs - minMs);
}

/** One element of a non-empty list, uniformly. */
export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.min(items.length - 1, Math.floor(random() * items.length))]!;
}
