/**
 * Shared steps of the sign-in e2e suites: solving the real robot check, signing in through
 * the form, and reading the session keys the portal stores.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { storageKey, type StoreKey } from '../../engine/storage/local-store';
import type { Capabilities } from '../../engine/tenant/capabilities';

export const DEMO_PASSWORD = 'demo1234';

/** Ticks the ALTCHA check (its label, as a person does) and waits for the proof of work. */
export async function passCaptcha(page: Page): Promise<void> {
  await page.locator('altcha-widget label').click();
  // The proof of work is meant to cost CPU; with two browsers and ten servers on a small
  // machine it can take a while.
  await expect(page.locator('altcha-widget [data-state="verified"]')).toBeAttached({ timeout: 120_000 });
}

export function storagePrefixOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(document.getElementById('tenant-boot')?.textContent ?? '{}') as { storagePrefix: string }).storagePrefix);
}

/** The raw stored values of the given spec keys (null when absent). */
export async function storedValues(page: Page, keys: readonly StoreKey[]): Promise<Record<string, string | null>> {
  // Sign-in, consent and refusal reload the page: a read that lands mid-navigation loses its
  // context, so wait for the new page and read again.
  for (let attempt = 1; ; attempt++) {
    try {
      const prefix = await storagePrefixOf(page);
      const fullKeys = keys.map((key) => storageKey(prefix, key));
      const values = await page.evaluate((names) => names.map((name) => localStorage.getItem(name)), fullKeys);
      return Object.fromEntries(keys.map((key, i) => [key, values[i] ?? null]));
    } catch (error) {
      // waitForLoadState answers at once while the old document is still current, so give
      // the navigation a moment to start before waiting for it.
      if (attempt >= 20 || !/Execution context was destroyed|navigat/i.test(String(error))) throw error;
      await page.waitForTimeout(250);
      await page.waitForLoadState('domcontentloaded');
    }
  }
}

export const SESSION_KEYS: readonly StoreKey[] = ['token', 'userLogin', 'expires_at'];

/** Fills the sign-in form on the current page (solving the captcha where the tenant shows it) and submits. */
export async function submitSignIn(page: Page, caps: Capabilities, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('ชื่อผู้ใช้งาน').fill(username);
  await page.locator('input[name="password"]').fill(password);
  if (caps.login.captcha) await passCaptcha(page);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
}

/** Opens /login, signs in and waits for the portal root (the page reloads there after login). */
export async function signIn(page: Page, base: string, caps: Capabilities, username: string, password = DEMO_PASSWORD): Promise<void> {
  // What the API answered, to say why if the portal root never comes.
  const started = Date.now();
  const calls: string[] = [];
  const record = (response: Response) => {
    if (response.url().includes('/api/'))
      calls.push(`${Date.now() - started} ms ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  };
  page.on('response', record);
  try {
    await page.goto(`${base}/login`);
    await submitSignIn(page, caps, username, password);
    // An earlier test of this worker may have left this person signed in on the server: the
    // portal then asks whether to take over on this device, as it would a person.
    const dialog = page.getByTestId('device-confirm-dialog');
    await expect(dialog.or(page.getByTestId('user-name'))).toBeVisible({ timeout: 30_000 });
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'ยืนยัน' }).click();
    await expect(page).toHaveURL(`${base}/`, { timeout: 20_000 });
    await expect(page.getByTestId('user-name')).toBeVisible();
  } catch (error) {
    throw new Error(`${(error as Error).message}\nAPI answers during sign-in as ${username}:\n${calls.join('\n')}`, { cause: error });
  } finally {
    page.off('response', record);
  }
}

/** Console errors a test expects: the browser logs every 401 answer as a failed resource load. */
export const isExpected401 = (problem: string) => /status of 401/.test(problem);
/**
 * What a page logs when the server ends its session: 401 answers, and socket.io's refusal (400)
 * of a long-polling request that still carried the closed connection's id.
 */
export const isSessionEndNoise = (problem: string) => isExpected401(problem) || /status of 400 .*\/socket\.io\/\?.*transport=polling.*&sid=/.test(problem);
