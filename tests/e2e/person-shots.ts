/**
 * Screenshots left in test-results/ for a person to look at (not compared with anything).
 * Taking them costs the browser real time, so CI, where nobody looks, skips them unless
 * E2E_SHOTS=1; a local run always takes them.
 */
import type { Locator, Page } from '@playwright/test';

type ShotOptions = NonNullable<Parameters<Page['screenshot']>[0]>;

export async function personShot(target: Page | Locator, options: ShotOptions & { path: string }): Promise<void> {
  if (process.env.CI && process.env.E2E_SHOTS !== '1') return;
  await target.screenshot(options);
}
