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

/** Runs axe on the page as it is now (or inside one element); fails on serious/critical findings, notes the rest. */
export async function expectAccessible(page: Page, testInfo: TestInfo, where: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).exclude('altcha-widget');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const describe = (v: (typeof violations)[number]) => `${where}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
  for (const v of violations.filter((v) => !BLOCKING.has(v.impact ?? ''))) testInfo.annotations.push({ type: 'axe', description: describe(v) });
  expect(violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe)).toEqual([]);
}
