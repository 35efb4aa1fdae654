/**
 * The notification settings and the plain notification list in real Chromium against the
 * tenant's real server (no manifest setting changes them, so one flow tenant):
 *
 * - the administrator opens the module events page (group notifications of the side
 *   navigation), sees every event the server raises, and turns one event's e-mail channel on in
 *   its form (the server then holds it; the test puts it back);
 * - the director opens /mock/notification-simple-lists: their notifications newest first, as the
 *   notification-list call pages them; choosing one opens its letter on the dashboard.
 */
import type { Page } from '@playwright/test';
import { ROUTES } from '../../engine/portal/routes';
import { settingsPageOf, type SettingsPage } from '../../engine/settings/settings-pages';
import { apiPost, apiSignIn, openWithSession, settingsPost } from './api-session';
import { expect, FLOW, ONE_TENANT, test } from './fixtures';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

const EVENTS = settingsPageOf('setting-modules-notification-lists') as SettingsPage;

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/notification-settings/${name}.png`, fullPage: true });

interface EventRow {
  id: number;
  event_key: string;
  name_th: string;
  portal: boolean;
  email: boolean;
  line: boolean;
}

test(
  "the administrator turns an event's e-mail on in its form; the events listed are the server's",
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(120_000);
    const problems = await watchPageHealth(page);
    const admin = await apiSignIn(base, caps, people.admin);
    const listed = await settingsPost(base, 'settingsList', EVENTS.page, { size: 50 }, admin.token);
    expect(listed.status, listed.message).toBe('success');
    const events = listed.items as EventRow[];
    const toPerson = events.find((e) => e.event_key === 'sarabun.send.person')!;
    expect(toPerson).toMatchObject({ portal: true });

    await openWithSession(page, base, admin);
    await page.getByTestId('top-menu').getByTestId('menu-settings').click();
    await expect(page).toHaveURL(new RegExp(`^${base}/settings/\\d+$`));
    const home = new URL(page.url()).pathname;
    await page.getByTestId('settings-nav').getByTestId(`settings-nav-${EVENTS.page}`).click();
    await expect(page).toHaveURL(`${base}${home}/${EVENTS.page}`);
    await expect(page.getByTestId('settings-title')).toHaveText('รายการแจ้งเตือนของโมดูล');
    const grid = page.getByTestId('settings-grid');
    await expect(grid).toHaveAttribute('data-total', String(events.length));
    await expect(grid.getByRole('gridcell', { name: toPerson.name_th, exact: true })).toBeVisible();
    await expect(page.getByTestId('settings-add')).toHaveCount(0);
    await shot(page, `events-${code}`);

    try {
      await page.getByTestId(`settings-edit-${toPerson.id}`).click();
      const dialog = page.getByTestId('settings-record-dialog');
      await expect(dialog.getByTestId('settings-field-portal')).toBeChecked();
      await expect(dialog.getByTestId('settings-field-email')).not.toBeChecked();
      // LINE, the third channel, reaches only people who linked it: on from the start.
      await expect(dialog.getByTestId('settings-field-line')).toBeChecked();
      await dialog.getByTestId('settings-field-email').check();
      await shot(page, `event-form-${code}`);
      await dialog.getByTestId('settings-record-save').click();
      await expect(dialog).toBeHidden();
      const after = await settingsPost(base, 'settingsRead', EVENTS.page, { id: toPerson.id }, admin.token);
      expect(after.item).toMatchObject({ event_key: 'sarabun.send.person', portal: true, email: true });
    } finally {
      // The events are the whole server's: other tests keep the migration's channels.
      const back = await settingsPost(
        base,
        'settingsUpdate',
        EVENTS.page,
        { id: toPerson.id, record: { portal: true, email: false, line: true } },
        admin.token,
      );
      expect(back.status, back.message).toBe('success');
    }
    expect(problems).toEqual([]);
  },
);

test(
  'the plain notification list shows the person’s notifications newest first; choosing one opens its letter',
  { tag: [FLOW, ONE_TENANT] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(120_000);
    const problems = await watchPageHealth(page);
    const director = await apiSignIn(base, caps, people.director);
    const first = await apiPost(base, 'notificationList', { page: 1, pageSize: 20 }, director.token);
    expect(first.status, first.message).toBe('success');
    const items = first.items as { NN_RECEIVE_ID: number; F_DOC_TITLE: string | null }[];
    expect(items.length).toBeGreaterThan(0);

    await openWithSession(page, base, director, ROUTES.mockNotificationSimpleLists.path);
    const list = page.getByTestId('notification-simple-list');
    await expect(list.getByRole('heading', { name: 'รายการแจ้งเตือน' })).toBeVisible();
    const rows = list.getByTestId('all-notification');
    await expect(rows).toHaveCount(items.length);
    expect(await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-id'))))).toEqual(items.map((i) => i.NN_RECEIVE_ID));
    await shot(page, `simple-list-${code}`);

    await rows.first().getByRole('button').click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 20_000 });
    if (items[0]!.F_DOC_TITLE) await expect(page.getByRole('dialog')).toContainText(items[0]!.F_DOC_TITLE);
    expect(problems).toEqual([]);
  },
);
