/**
 * The studio in a real browser: a changed primary colour shows in the draft's preview, drawn
 * by the portal's own widgets, while the saved version keeps the old one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromium, type Browser, type Frame } from 'playwright-core';
import { startStudio, type RunningStudio } from './server';
import { tenantsCopy } from './test-support';

let studio: RunningStudio;
let browser: Browser;
let remove: () => Promise<void>;

beforeAll(async () => {
  const copy = await tenantsCopy();
  remove = copy.remove;
  studio = await startStudio(0, { tenantsDir: copy.tenantsDir });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await studio?.close();
  await remove?.();
});

/** Whether any element of the frame is drawn in the colour (text, background or gradient). */
const showsColour = (frame: Frame, rgb: string) =>
  frame.evaluate(
    (wanted) =>
      [...document.querySelectorAll('[data-testid=preview-root] *')].some((element) => {
        const style = getComputedStyle(element);
        return [style.color, style.backgroundColor, style.backgroundImage, style.borderColor].some((value) => value.includes(wanted));
      }),
    rgb,
  );

it('shows a changed primary colour in the draft preview', { timeout: 60_000 }, async () => {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(studio.url);
  await page.getByTestId('tenant-select').click();
  await page.getByRole('option').first().click();
  const input = page.getByTestId('input-/branding/theme/primary');
  await input.fill('#123456');
  const draft = page.frameLocator('[data-testid=preview-draft]');
  await draft.getByTestId('preview-root').waitFor({ timeout: 45_000 });
  const draftFrame = (await page.getByTestId('preview-draft').elementHandle())!.contentFrame();
  const savedFrame = (await page.getByTestId('preview-saved').elementHandle())!.contentFrame();
  await expect.poll(async () => showsColour((await draftFrame)!, 'rgb(18, 52, 86)'), { timeout: 10_000 }).toBe(true);
  expect(await showsColour((await savedFrame)!, 'rgb(18, 52, 86)')).toBe(false);
  await expect.poll(() => page.getByTestId('problem-count').textContent()).toBe('Valid');

  // A colour the schema refuses is shown beside its field, in the validator's words.
  await input.fill('blue');
  await expect
    .poll(() => page.locator('[data-testid=field-problem][data-path="/branding/theme/primary"]').textContent())
    .toMatch(/Expected a colour written #rrggbb/);
});
