/**
 * Accessibility checks of the browser suites: axe-core with the WCAG 2.1 A/AA rules. Serious
 * and critical findings fail the test; moderate and minor ones become annotations in the report
 * for a person to look at. The ALTCHA widget is a third-party web component with its own
 * shadow DOM and styles, so it is left out.
 *
 * axe runs in the page itself: its source goes into every frame of the page and the run starts
 * in the top frame, which asks the frames below through axe's own messages. (The Playwright
 * wrapper of axe finishes every run in a new blank page, which cost a second a check; the pages
 * here are all of one origin, so that detour buys nothing.)
 */
import axe from 'axe-core';
import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/** How long the top frame waits for a frame's answer before the run fails. */
const FRAME_WAIT_MS = 10_000;

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe's violations on the page as it is now, inside the given elements (the whole page when none). */
async function violationsOf(page: Page, include: readonly string[]): Promise<Violation[]> {
  // A frame that is gone or not a document (a PDF in the browser's own viewer) takes no script.
  await Promise.all(page.frames().map((frame) => frame.evaluate(axe.source).catch(() => undefined)));
  return page.evaluate(
    async ({ include, tags, frameWaitTime }) => {
      // A colour still moving between two states (MUI's buttons fade from their disabled grey when
      // their data arrives) is measured mid-way by the contrast rule: let every transition that
      // ends finish first. Spinners and skeletons run forever and are not waited for.
      const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const context = include.length > 0 ? { include: include.map((selector) => [selector]), exclude: [['altcha-widget']] } : { exclude: [['altcha-widget']] };
      const { violations } = await runner.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], frameWaitTime });
      return violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { include: [...include], tags: TAGS, frameWaitTime: FRAME_WAIT_MS },
  );
}

/**
 * What axe finds on the page as it is now (or inside the given elements), each finding as one
 * line naming `where`, the rule, its impact and the elements: `blocking` (serious and critical)
 * and `notes` (the rest).
 */
export async function accessibilityFindings(page: Page, where: string, ...include: string[]): Promise<{ blocking: string[]; notes: string[] }> {
  const violations = await violationsOf(page, include);
  const describe = (v: Violation) => `${where}: ${v.id} (${v.impact}) ${v.help}: ${v.targets.join(', ')}`;
  return {
    blocking: violations.filter((v) => BLOCKING.has(v.impact ?? '')).map(describe),
    notes: violations.filter((v) => !BLOCKING.has(v.impact ?? '')).map(describe),
  };
}

/** The serious and critical findings inside the given elements (the whole page when none), one line each. */
export async function seriousAccessibilityProblems(page: Page, ...include: string[]): Promise<string[]> {
  return (await accessibilityFindings(page, include.join(', ') || 'page', ...include)).blocking;
}

/** Runs axe on the page as it is now (or inside one element); fails on serious/critical findings, notes the rest. */
export async function expectAccessible(page: Page, testInfo: TestInfo, where: string, include?: string): Promise<void> {
  const { blocking, notes } = await accessibilityFindings(page, where, ...(include ? [include] : []));
  for (const description of notes) testInfo.annotations.push({ type: 'axe', description });
  expect(blocking).toEqual([]);
}
