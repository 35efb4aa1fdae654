import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { queueTitleOf } from './queue-title';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('queue titles', () => {
  it('uses the standard translation without an override', () => {
    expect(queueTitleOf({ code: 'review', title: null }, t, 'th')).toBe('[queue.review]');
  });

  it("uses the manifest's override in the portal's language, variants by their base", () => {
    const queue = { code: 'review' as const, title: { th: 'ตรวจเสนอ', en: 'Check and present' } };
    expect(queueTitleOf(queue, t, 'th')).toBe('ตรวจเสนอ');
    expect(queueTitleOf(queue, t, 'thOnlb')).toBe('ตรวจเสนอ');
    expect(queueTitleOf(queue, t, 'en')).toBe('Check and present');
  });
});
