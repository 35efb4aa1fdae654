/**
 * The header bell and notification dropdown in real Chromium against each tenant's real server:
 * the badge shows the server's unread count, a letter sent
 * by another person arrives over socket.io (badge and toast without a reload), opening the
 * alert marks it read (count -1 on is_save, 'บันทึกข้อมูล เรียกดู' toast) and lands on
 * /?t=&d= where the dashboard opens the letter, read-all clears the badge, the tabs follow the
 * tenant's manifest, and HTML in NN_DATA never runs.
 *
 * Expected numbers come from the API with the same user's token; tenant differences come from
 * the tenant's capabilities only. Each worker has its own people (worlds.ts), so its alerts
 * are its own.
 */
import { ROUTES, type RouteName } from '../../engine/api/routes';
import type { Page, Request } from '@playwright/test';
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { personShot } from './person-shots';
import { watchPageHealth } from './page-health';
import { apiSignIn, openWithSession, type ApiSession, type Json } from './api-session';

interface Summary {
  totalAlert: number;
  alerts: { NN_RECEIVE_ID: number; NN_DATA: string; IS_READ: boolean; F_DOC_ID: number | null; F_TRANS_ID: number | null }[];
  logs: unknown[];
}

/** Posts JSON to a call of the route table. */
async function post(base: string, call: RouteName, body: Record<string, unknown>, token?: string): Promise<Json> {
  const response = await fetch(`${base}${ROUTES[call].path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Json;
}

async function summary(base: string, token: string): Promise<Summary> {
  const reply = await post(base, 'getNotifications', { MODULE: ['SARABUN', 'SARABAN'] }, token);
  expect(reply.status).toBe('success');
  return (reply.items ?? reply.item) as Summary;
}

/** Another person sends a new memo to the organisation: its registry clerks (saraban) get an alert. */
async function sendMemo(base: string, departmentId: number, officer: ApiSession, subject: string): Promise<{ documentId: number }> {
  const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: subject, F_DEAR: 'ผู้อำนวยการ' }, officer.token);
  expect(created.status, created.message).toBe('success');
  const item = created.item as { F_DOC_ID: number; F_TRANS_ID: number };
  const sent = await post(
    base,
    'documentAction',
    { F_TRANS_ID: item.F_TRANS_ID, ACTION: 'send', TO_DEPT_IDS: [departmentId], NOTE: 'เพื่อโปรดพิจารณา' },
    officer.token,
  );
  expect(sent.status, sent.message).toBe('success');
  return { documentId: item.F_DOC_ID };
}

const formOf = (request: Request) => new URLSearchParams(request.postData() ?? '');
const badge = (page: Page) => page.getByTestId('notification-badge');

async function expectBadge(page: Page, count: number) {
  if (count > 0) await expect(badge(page)).toHaveText(count > 99 ? '99+' : String(count), { timeout: 20_000 });
  else await expect(badge(page)).toHaveCount(0, { timeout: 20_000 });
}

async function openDropdown(page: Page) {
  await page.getByTestId('notification-bell').click();
  const dropdown = page.getByTestId('notification-dropdown');
  await expect(dropdown).toBeVisible();
  return dropdown;
}

/** The dashboard's document modal (another widget): closed with Escape, else its close button. */
async function closeLetter(page: Page) {
  const letter = page.getByRole('dialog');
  await expect(letter).toBeVisible();
  await page.keyboard.press('Escape');
  try {
    await expect(letter).toBeHidden({ timeout: 3000 });
  } catch {
    await letter.getByRole('button', { name: 'ปิด' }).first().click();
    await expect(letter).toBeHidden();
  }
}

/** Chrome logs a 401 and the like as console errors; none is expected here. */
const serious = (problems: string[]) => problems.filter((p) => !/favicon/.test(p));

test.describe.configure({ mode: 'serial' });

test(
  'badge from the server, realtime alert, opening it marks it read and opens the letter',
  { tag: [FLOW, ...reads('notifications', 'dashboard.queues')] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.setTimeout(120_000);
    const problems = await watchPageHealth(page);
    // Records what the page plays (headless Chromium has no speakers to listen to).
    await page.addInitScript(() => {
      const played: string[] = [];
      (window as unknown as { played: string[] }).played = played;
      const play = HTMLMediaElement.prototype.play;
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        played.push(this.src);
        return play.call(this);
      };
    });
    const saraban = await apiSignIn(base, caps, people.saraban);
    const officer = await apiSignIn(base, caps, people.officer);
    const before = await summary(base, saraban.token);
    await openWithSession(page, base, saraban);
    await expectBadge(page, before.totalAlert);
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(/.+/);

    // The tabs the manifest asks for.
    const dropdown = await openDropdown(page);
    await expect(dropdown.getByTestId('notification-tab-logs')).toHaveCount(caps.notifications.showLogs ? 1 : 0);
    await expect(dropdown.getByTestId('notification-view-all')).toHaveCount(caps.notifications.viewAllLink ? 1 : 0);
    // 'view all' is a full-page link under the portal base.
    if (caps.notifications.viewAllLink) await expect(dropdown.getByTestId('notification-view-all')).toHaveAttribute('href', /\/notification-all\/saraban$/);
    // The notification list scrolls within 300 px (200 px on a phone, below).
    expect(await dropdown.getByTestId('notification-scroll').evaluate((e) => getComputedStyle(e).maxHeight)).toBe('300px');
    await expect(dropdown.getByTestId('notification-alert')).toHaveCount(before.alerts.length);
    // The realtime channel is subscribed 3 s after mount.
    await expect(dropdown.getByTestId('socket-status')).toHaveAttribute('data-status', 'Socket is Connected', { timeout: 15_000 });
    await personShot(page, { path: `test-results/notif/${code}-dropdown.png` });
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();

    // Another person sends a letter: the alert arrives over socket.io, without a reload.
    const subject = `ทดสอบการแจ้งเตือน ${code} ${Date.now()}`;
    const { documentId } = await sendMemo(base, people.world.root, officer, subject);
    await expect(page.getByTestId('toast').filter({ hasText: subject })).toBeVisible({ timeout: 20_000 });
    await expectBadge(page, before.totalAlert + 1);
    // ... with the notification sound, a file the portal serves.
    const played = await page.evaluate(() => (window as unknown as { played: string[] }).played);
    expect(played).toHaveLength(1);
    expect(played[0]).toMatch(/\/assets\/beyond-doubt-[\w-]+\.mp3$/);
    const sound = await fetch(played[0]!);
    expect([sound.status, sound.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
    expect((await sound.arrayBuffer()).byteLength).toBeGreaterThan(1000);

    // Opening it: notification-update-read, count -1 (is_save), toast with the title, /?t=&d= opens the letter.
    await openDropdown(page);
    const item = page.getByTestId('notification-alert').filter({ hasText: subject });
    await expect(item).toHaveAttribute('data-read', 'false');
    const read = page.waitForRequest((r) => r.url().endsWith(ROUTES.notificationUpdateRead.path));
    const opened = page.waitForRequest((r) => r.url().endsWith(ROUTES.updateReadPortal.path) && formOf(r).get('F_DOC_ID') === String(documentId));
    // The link names the notification (d), not the letter.
    let linkedNotification: string | null = null;
    const landed = page.waitForURL((url) => {
      if (!url.searchParams.has('t')) return false;
      linkedNotification = url.searchParams.get('d');
      return linkedNotification !== null;
    });
    await item.click();
    const readRequest = await read;
    const reply = (await (await readRequest.response())!.json()) as Json;
    expect(reply).toMatchObject({ status: 'success', is_save: true, item: { F_DOC_ID: documentId } });
    await landed;
    expect(linkedNotification).toBe(formOf(readRequest).get('NN_RECEIVE_ID'));
    await opened;
    await expectBadge(page, before.totalAlert);
    await expect(page.getByTestId('toast').filter({ hasText: 'บันทึกข้อมูล เรียกดู' }).filter({ hasText: subject })).toBeVisible();
    expect((await summary(base, saraban.token)).totalAlert).toBe(before.totalAlert);

    // The dashboard opened the letter in its document modal.
    await closeLetter(page);

    // Opening it again: the server says is_save false, the count stays.
    await openDropdown(page);
    const again = page.getByTestId('notification-alert').filter({ hasText: subject });
    await expect(again).toHaveAttribute('data-read', 'true');
    const reread = page.waitForRequest((r) => r.url().endsWith(ROUTES.notificationUpdateRead.path));
    await again.click();
    expect(((await (await (await reread).response())!.json()) as Json).is_save).toBe(false);
    await expectBadge(page, before.totalAlert);
    await closeLetter(page);

    // On a phone the list scrolls within 200 px and the dropdown fits the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await openDropdown(page);
    expect(await phone.getByTestId('notification-scroll').evaluate((e) => getComputedStyle(e).maxHeight)).toBe('200px');
    const box = (await phone.boundingBox())!;
    // MUI keeps a popover 16 px from the screen's edges; nothing of the dropdown is cut off.
    expect(box.x).toBeGreaterThanOrEqual(16);
    expect(box.x + box.width).toBeLessThanOrEqual(390 - 16 + 0.5);
    await personShot(page, { path: `test-results/notif/${code}-dropdown-phone.png` });
    expect(serious(problems)).toEqual([]);
  },
);

test(
  'read all clears the badge and reloads the list; the read-all icon only on Alerts',
  { tag: [FLOW, ...reads('notifications', 'dashboard.queues')] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    const problems = await watchPageHealth(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const officer = await apiSignIn(base, caps, people.officer);
    await sendMemo(base, people.world.root, officer, `อ่านทั้งหมด ${code} ${Date.now()}`);
    const before = await summary(base, saraban.token);
    expect(before.totalAlert).toBeGreaterThan(0);
    await openWithSession(page, base, saraban);
    await expectBadge(page, before.totalAlert);
    const dropdown = await openDropdown(page);
    if (caps.notifications.showLogs) {
      await dropdown.getByTestId('notification-tab-logs').click();
      await expect(dropdown.getByTestId('notification-read-all')).toHaveCount(0);
      // The person's own recent actions, as the server lists them.
      await expect(dropdown.getByTestId('notification-log')).toHaveCount(before.logs.length);
      await dropdown.getByTestId('notification-tab-alerts').click();
    }
    const reload = page.waitForRequest((r) => r.url().endsWith(ROUTES.getNotifications.path));
    const readAll = page.waitForResponse((r) => r.url().endsWith(ROUTES.notificationUpdateReadAll.path));
    await dropdown.getByTestId('notification-read-all').click();
    expect(((await (await readAll).json()) as Json).status).toBe('success');
    await reload;
    await expectBadge(page, 0);
    await expect(dropdown.locator('[data-testid="notification-alert"][data-read="false"]')).toHaveCount(0);
    expect((await summary(base, saraban.token)).totalAlert).toBe(0);
    expect(serious(problems)).toEqual([]);
  },
);

test(
  'HTML in NN_DATA is sanitised and never runs',
  { tag: [FLOW, ...reads('notifications', 'dashboard.queues')] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    const problems = await watchPageHealth(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const officer = await apiSignIn(base, caps, people.officer);
    // Through the server: a subject with markup reaches NN_DATA escaped by the server.
    const hostile = `<img src=x onerror="window.__xss='subject'"> ${code} ${Date.now()}`;
    await sendMemo(base, people.world.root, officer, hostile);
    // And straight in NN_DATA: the server never sends raw markup like this, so the reply is
    // altered on its way to the page to prove the client's own DOMPurify pass.
    await page.route(`**${ROUTES.getNotifications.path}`, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { items: Summary };
      json.items.alerts.unshift({
        ...json.items.alerts[0]!,
        NN_RECEIVE_ID: 987654321,
        IS_READ: false,
        NN_DATA: `<b data-testid="kept">ตัวหนา</b><img src=x onerror="window.__xss='img'"><script>window.__xss='script'</script><a href="javascript:window.__xss='link'">ลิงก์</a><svg onload="window.__xss='svg'"></svg>`,
      });
      await route.fulfill({ response, json });
    });
    await openWithSession(page, base, saraban);
    const dropdown = await openDropdown(page);
    await expect(dropdown.getByTestId('kept')).toHaveCount(0); // data-* attributes are not allowed either
    await expect(dropdown.locator('b', { hasText: 'ตัวหนา' })).toBeVisible();
    await expect(dropdown.getByText(hostile).first()).toBeVisible();
    // Inside the notifications' HTML (the dropdown's own icons are svg too).
    const html = dropdown.getByTestId('notification-html');
    await expect(html.locator('img, script, svg')).toHaveCount(0);
    // The javascript: address is dropped (the link text may stay, going nowhere).
    await expect(html.locator('a[href]')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
    // Chromium reports (and blocks) the handlers of the img and svg while DOMPurify parses the
    // dirty string in its detached, script-less document (cure53/DOMPurify#107, #900): one
    // report each, none reaching the page's DOM (checked above). Anything else is a problem.
    const parseReports = (p: string) => /script-src-attr|inline event handler/.test(p);
    expect(serious(problems).filter((p) => !parseReports(p))).toEqual([]);
    expect(problems.filter(parseReports).length).toBeLessThanOrEqual(4);
  },
);
