/**
 * A letter vocabulary page in real Chromium against the tenant's real server: the administrator
 * adds a document type on its settings page (document-type, in the vocabulary group of the side
 * navigation), and the workspace's write-a-letter form then offers it; switched off, the form no
 * longer does. The fixed speed classes open for editing with a colour picker and no add button.
 * No manifest setting changes any of it, so it runs on one flow tenant.
 */
import type { Page } from '@playwright/test';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { apiSignIn, openWithSession, settingsPost } from './api-session';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

const DOC_TYPE = settingsPageOf('document-type') as SettingsPage;
const SPEED = settingsPageOf('document-speed') as SettingsPage;

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/settings-vocabulary/${name}.png`, fullPage: true });

test(
  'the administrator adds a document type on its settings page and the write-a-letter form offers it',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const admin = await apiSignIn(base, caps, people.admin);
    const marker = Date.now().toString(36);
    const name = `หนังสือทดสอบ ${marker}`;
    const key = `test-${marker}`;

    await openWithSession(page, base, admin);
    await page.getByTestId('top-menu').getByTestId('menu-settings').click();
    await expect(page).toHaveURL(new RegExp(`^${base}/settings/\\d+$`));
    const home = new URL(page.url()).pathname;
    const nav = page.getByTestId('settings-nav');
    await nav.getByTestId(`settings-nav-${DOC_TYPE.page}`).click();
    await expect(page).toHaveURL(`${base}${home}/${DOC_TYPE.page}`);
    await expect(page.getByTestId('settings-title')).toHaveText('ประเภทหนังสือ');
    const grid = page.getByTestId('settings-grid');
    await expect(grid.getByRole('gridcell', { name: 'หนังสือภายนอก', exact: true })).toBeVisible();

    // Add the type: its Thai and English names and its reference key; the server gives the code.
    await page.getByTestId('settings-add').click();
    const dialog = page.getByTestId('settings-record-dialog');
    await dialog.getByRole('textbox', { name: 'ชื่อประเภทหนังสือ' }).fill(name);
    await dialog.getByRole('textbox', { name: 'ชื่อภาษาอังกฤษ' }).fill(`Test type ${marker}`);
    await dialog.getByRole('textbox', { name: 'รหัสอ้างอิง (ภาษาอังกฤษตัวเล็ก)' }).fill(key);
    await shot(page, `document-type-form-${code}`);
    await dialog.getByTestId('settings-record-save').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('settings-done')).toContainText(name);
    await page.getByTestId('settings-search').fill(marker);
    await expect(grid).toHaveAttribute('data-total', '1');
    await shot(page, `document-type-${code}`);
    const listed = await settingsPost(base, 'settingsList', DOC_TYPE.page, { search: marker }, admin.token);
    const added = (listed.items as { id: number; key: string }[])[0]!;
    expect(added.key).toBe(key);

    // The write-a-letter form offers it, by the code the server gave it.
    await page.goto(`${base}/sarabun/new-letter`);
    const types = page.getByTestId('incoming-docType');
    await expect(types.locator(`option[value="${added.id}"]`)).toHaveText(name);
    await types.selectOption(String(added.id));
    await expect(types).toHaveValue(String(added.id));
    await shot(page, `new-letter-${code}`);

    // Switched off on its page, the form no longer offers it.
    const off = await settingsPost(
      base,
      'settingsUpdate',
      DOC_TYPE.page,
      { id: added.id, record: { name_th: name, name_en: `Test type ${marker}`, key, book_group: null, active: false } },
      admin.token,
    );
    expect(off.status, off.message).toBe('success');
    await page.reload();
    await expect(page.getByTestId('incoming-docType').locator('option', { hasText: 'หนังสือภายนอก' })).toHaveCount(1);
    await expect(page.getByTestId('incoming-docType').locator(`option[value="${added.id}"]`)).toHaveCount(0);

    // The fixed speed classes: no add button, and the colour is chosen with a colour input.
    await page.goto(`${base}${home}/${SPEED.page}`);
    await expect(page.getByTestId('settings-title')).toHaveText('ชั้นความเร็ว');
    await expect(page.getByTestId('settings-add')).toHaveCount(0);
    await page.getByTestId('settings-edit-2').click();
    await expect(dialog.locator('input[type="color"]')).toHaveValue(/^#[0-9a-f]{6}$/);
    await shot(page, `document-speed-form-${code}`);
    await dialog.getByTestId('settings-record-cancel').click();
    await expect(dialog).toBeHidden();

    // Nothing of this test stays behind: the unused type is deleted.
    expect((await settingsPost(base, 'settingsDelete', DOC_TYPE.page, { id: added.id }, admin.token)).status).toBe('success');
    expect(problems).toEqual([]);
  },
);
