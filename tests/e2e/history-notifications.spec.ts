/**
 * The person's own history pages in real Chromium against each flow tenant's real server: after
 * signing in and receiving a letter, the usage-history page lists the sign-in and the receive
 * in Thai and opens the letter; the bell's 'view all' address lands on the all-notifications
 * page, where opening the letter's notification marks it read and opens the letter.
 */
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';
import { watchPageHealth } from './page-health';
import { receivedLetter } from './letter-setup';
import { personShot } from './person-shots';

test(
  'the usage history shows the sign-in and the action; /notification-all/saraban opens a notification and marks it read',
  { tag: [FLOW, ...reads('notifications.tabs')] },
  async ({ page, tenant: { caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const officer = await apiSignIn(base, caps, people.officer);
    const saraban = await apiSignIn(base, caps, people.saraban);

    // The officer sends a letter to the world's registry (the clerk is notified); the clerk receives it.
    const subject = `ประวัติทดสอบ${Date.now().toString(36)}`;
    await receivedLetter(base, officer, saraban, people.world.root, subject);

    // The history: the receive in Thai with the letter's subject, and the sign-in.
    await openWithSession(page, base, saraban);
    await page.goto(`${base}/sarabun`);
    await page.getByTestId('workspace-tool-history').click();
    await expect(page).toHaveURL(/\/sarabun\/history$/);
    const history = page.getByTestId('usage-history');
    await expect(history).toBeVisible();
    const action = history.locator('.MuiDataGrid-row').filter({ hasText: `ลงรับหนังสือ เรื่อง ${subject}` });
    await expect(action).toHaveCount(1);
    await expect(history.locator('[data-testid="history-row"][data-kind="sign-in"]').first()).toContainText('เข้าสู่ระบบ');
    await personShot(page, { path: 'test-results/history/usage-history.png', fullPage: true });

    // Only sign-ins when that kind is chosen.
    await page.getByRole('combobox', { name: 'ประเภทการใช้งาน' }).click();
    await page.getByTestId('history-kind-sign-in').click();
    await expect(history.locator('[data-testid="history-row"][data-kind="document"]')).toHaveCount(0);
    await expect(history.locator('[data-testid="history-row"][data-kind="sign-in"]').first()).toBeVisible();
    // A date range in the Buddhist era that ended before today shows nothing.
    await page.getByTestId('history-dateTo').fill('1/1/2560');
    await page.getByTestId('history-dateTo').press('Enter');
    await expect(history.getByText('ไม่พบประวัติการใช้งานตามเงื่อนไขที่เลือก')).toBeVisible();
    await personShot(page, { path: 'test-results/history/usage-history-empty.png' });
    await page.getByTestId('history-clear').click();

    // The letter opens from its history row.
    await action.getByTestId('history-open-document').click();
    const modal = page.getByTestId('document-modal');
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('document-subject')).toContainText(subject);
    await modal.getByTestId('document-modal-close').click();
    await expect(modal).toBeHidden();

    // The bell's 'view all' address is the workspace's notifications page.
    await page.goto(`${base}/notification-all/saraban`);
    await expect(page).toHaveURL(/\/sarabun\/notifications$/);
    const list = page.getByTestId('all-notifications');
    await expect(list).toBeVisible();
    const item = list.getByTestId('all-notification').filter({ hasText: subject });
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-read', 'false');
    await personShot(page, { path: 'test-results/history/all-notifications.png', fullPage: true });
    await item.getByRole('button').click();
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId('document-subject')).toContainText(subject);
    await modal.getByTestId('document-modal-close').click();
    await expect(item).toHaveAttribute('data-read', 'true');
    // Where the bell has a Logs tab, so has the page: the person's own actions on letters.
    if (caps.notifications.tabs.includes('logs')) {
      await list.getByTestId('all-notifications-tab-logs').click();
      await expect(list.getByTestId('all-notifications-logs')).toContainText(`ลงรับหนังสือ เรื่อง ${subject}`);
      await personShot(page, { path: 'test-results/history/all-notifications-logs.png' });
      await list.getByTestId('all-notifications-tab-alerts').click();
    }
    const id = Number(await item.getAttribute('data-id'));
    const stored = await post(base, 'notificationList', { read: 'read', pageSize: 100 }, saraban.token);
    expect((stored.items as { NN_RECEIVE_ID: number }[]).some((n) => n.NN_RECEIVE_ID === id)).toBe(true);

    expect(problems).toEqual([]);
  },
);
