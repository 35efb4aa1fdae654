/**
 * Accessibility checks of the browser suites: axe-core with the WCAG 2.1 A/AA rules. Serious
 * and critical findings fail the test; moderate and minor ones become annotations in the report
 * for a person to look at. The ALTCHA widget is a third-party web component with its own
 * shadow DOM and styles, so it is left out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * What axe finds on the page as it is now (or inside one element), each finding as one line
 * naming `where`, the rule, its impact and the elements: `blocking` (serious and critical) and
 * `notes` (the rest).
 */
export async function accessibilityFindings(page: Page, where: string, include?: string): Promise<{ blocking: string[]; notes: string[] }> {
  // Only the violations: listing every passing node as well costs seconds on a page with a grid.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .exclude('altcha-widget');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const describe = (v: (typeof violations)[number]) => `${where}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  return {
    blocking: violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe),
    notes: violations.filter((v) => !BLOCKING.has(v.impact ?? '')).map(describe),
  };
}

/** Runs axe on the page as it is now (or inside one element); fails on serious/critical findings, notes the rest. */
export async function expectAccessible(page: Page, testInfo: TestInfo, where: string, include?: string): Promise<void> {
  const { blocking, notes } = await accessibilityFindings(page, where, include);
  for (const description of notes) testInfo.annotations.push({ type: 'axe', description });
  expect(blocking).toEqual([]);
}
