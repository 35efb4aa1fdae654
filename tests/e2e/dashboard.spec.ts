/**
 * The dashboard in real Chromium against each tenant's real server: tiles with the
 * server's counts in manifest order, the queue modal (server paging, page size, 800 ms search,
 * organisation filter, manifest columns), opening a letter (update-read-portal, also from a
 * notification link /?t=&d=), book cards with their own search, and the chat button.
 *
 * Expected numbers come from the API (the same session's token), never from constants, and
 * every tenant-specific expectation comes from the tenant's capabilities.
 *
 * Sessions: a test signs in as its worker's own people (worlds.ts) through the API (solving
 * the robot check like the widget does) and hands the session to the page. Paging, opening a
 * letter, the book cards and the on-behalf and sender icons (manifest flags, which the flow
 * tenants cover) are whole flows (@flow); the rest differs between tenants.
 */
import { ROUTES } from '../../engine/api/routes';
import type { Page, Request, Route } from '@playwright/test';
import type { Capabilities, QueueCapability } from '../../engine/tenant/capabilities';
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { personShot } from './person-shots';
import { expectAccessible } from './accessibility';
import { watchPageHealth } from './page-health';
import { apiPost as post, apiSignIn, openWithSession, type Json } from './api-session';
import { seriousAccessibilityProblems } from './accessibility';

interface Tile {
  CODE: string;
  COUNT: number;
}
interface BookRowJson {
  F_DOC_ID: number;
  F_DOC_TITLE: string;
}

const shot = (page: Page, name: string) => personShot(page, { path: `test-results/${name}.png` });

/** Signs in through the API, hands the session to the page and opens the dashboard. Returns the token. */
async function openDashboard(page: Page, base: string, caps: Capabilities, username: string, path = '/'): Promise<string> {
  const session = await apiSignIn(base, caps, username);
  await openWithSession(page, base, session, path);
  return session.token;
}

async function apiTiles(base: string, token: string): Promise<Tile[]> {
  const reply = await post(base, 'getTodoLists', {}, token);
  return reply.items as Tile[];
}

async function apiQueueTotal(base: string, token: string, typeCode: string, search?: string): Promise<number> {
  const reply = await fetch(`${base}${ROUTES.getTodoList.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    body: new URLSearchParams({ typeCode, ...(search ? { search } : {}) }),
  });
  return ((await reply.json()) as { total: number }).total;
}

/** The form fields of a request the page sent. */
const formOf = (request: Request) => new URLSearchParams(request.postData() ?? '');
const isTodoList = (request: Request) => request.url().endsWith(ROUTES.getTodoList.path);

async function openTile(page: Page, code: string) {
  await page.getByTestId(`queue-tile-${code}`).click();
  const modal = page.getByTestId('queue-modal');
  await expect(modal).toBeVisible();
  return modal;
}

/**
 * Holds the page's queue requests until the returned function is called, so the grid stays in
 * its loading state for as long as a check of that state needs.
 */
async function holdQueueRequests(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const url = `**${ROUTES.getTodoList.path}`;
  const answered: Promise<void>[] = [];
  const handler = (route: Route) => {
    answered.push(held.then(() => route.continue()));
    return answered.at(-1);
  };
  await page.route(url, handler);
  return async () => {
    release();
    await Promise.all(answered);
    await page.unroute(url, handler);
  };
}

const gridRows = (page: Page) => page.getByTestId('queue-modal').locator('.MuiDataGrid-row');

// Opening a letter puts the document modal over everything; it must close before anything under it.
async function closeDocument(page: Page, documentId: string | number) {
  const modal = page.getByTestId('document-modal');
  await expect(modal).toHaveAttribute('data-document-id', String(documentId));
  await modal.getByTestId('document-modal-close').click();
  await expect(modal).toBeHidden();
}

async function closeModal(page: Page) {
  await page.getByTestId('queue-modal-close').click();
  await expect(page.getByTestId('queue-modal')).toBeHidden();
}

// One visit of the clerk's dashboard for what the manifest sets on it: the tiles and book cards,
// then each queue's columns and the organisation filter in the queue modal.
test('tiles, book cards, queue columns and the organisation filter follow the manifest', async ({ page, tenant: { code, caps, base }, people }, testInfo) => {
  const problems = await watchPageHealth(page);
  // The registry clerk's dashboard has the most to show (letters in most tiles). Other people's
  // dashboards are the same page with other numbers, which the server suites count.
  const username = people.saraban;
  const token = await openDashboard(page, base, caps, username);
  await test.step('tiles show the server counts in manifest order, book cards follow the manifest', async () => {
    const tiles = page.locator('[data-testid^="queue-tile-"]');
    await expect(tiles).toHaveCount(caps.dashboard.queues.length);
    expect(await tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual(caps.dashboard.queues.map((q) => `queue-tile-${q.code}`));
    const server = await apiTiles(base, token);
    for (const queue of caps.dashboard.queues) {
      const expected = server.find((tile) => tile.CODE === queue.code)?.COUNT;
      const tile = page.getByTestId(`queue-tile-${queue.code}`);
      await expect(tile, `${username} ${queue.code}`).toHaveAttribute('data-count', String(expected));
      await expect(tile.getByTestId('tile-count')).toHaveText(String(expected));
      // The manifest's title where it overrides one (Thai is the default language).
      if (queue.title) await expect(tile).toContainText(queue.title.th);
    }
    // The clerk has work: the seed gives every demo role letters.
    expect(server.some((tile) => tile.COUNT > 0)).toBe(true);
    const cards = page.locator('[data-testid^="book-card-"]');
    expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual(caps.dashboard.bookCards.map((b) => `book-card-${b}`));
    await expect(page.getByTestId('chat-button')).toHaveCount(caps.features.chatUrl ? 1 : 0);
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, testInfo, 'dashboard');
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `dashboard-${code}-1280`);
    expect(problems).toEqual([]);
  });

  await test.step('queue columns and the organisation filter follow the manifest', async () => {
    const tiles = await apiTiles(base, token);
    const countOf = (q: QueueCapability) => tiles.find((t) => t.CODE === q.code)?.COUNT ?? 0;
    // Every queue whose columns differ from the default, plus the first with letters.
    const distinct = caps.dashboard.queues.filter((q, i, all) => all.findIndex((o) => JSON.stringify(o.columns) === JSON.stringify(q.columns)) === i);
    for (const queue of distinct) {
      await openTile(page, queue.code);
      // A column's own header names its field; a group's header above it (groupKey) names none.
      const headers = page.getByTestId('queue-modal').locator('.MuiDataGrid-columnHeader[data-field]');
      await expect(headers).toHaveCount(queue.columns.length);
      expect(await headers.evaluateAll((els) => els.map((el) => el.getAttribute('data-field')))).toEqual(queue.columns.map((c) => c.field));
      // Every column fits the modal at 1280 px: the view button never hides behind a sideways scroll.
      const gridBox = (await page.getByTestId('queue-modal').getByTestId('queue-grid').boundingBox())!;
      const lastBox = (await headers.last().boundingBox())!;
      expect(lastBox.x + lastBox.width).toBeLessThanOrEqual(gridBox.x + gridBox.width + 1);
      if (countOf(queue) > 0) {
        await expect(gridRows(page).first()).toBeVisible();
        const speed = queue.columns.some((c) => c.render === 'speedBadge');
        await expect(page.getByTestId('queue-modal').getByTestId('speed-badge')).toHaveCount(speed ? Math.min(10, countOf(queue)) : 0);
        const secrecy = queue.columns.some((c) => c.render === 'secrecyBadge');
        await expect(page.getByTestId('queue-modal').getByTestId('secrecy-badge')).toHaveCount(secrecy ? Math.min(10, countOf(queue)) : 0);
      }
      // The first queue's modal with its grid of letters, as a person first meets it.
      if (queue === caps.dashboard.queues[0]) {
        await page.waitForLoadState('networkidle');
        await expectAccessible(page, testInfo, 'queue modal', '[data-testid="queue-modal"]');
      }
      await closeModal(page);
    }

    const filtered = caps.dashboard.queues.find((q) => q.organizationFilter);
    const plain = caps.dashboard.queues.find((q) => !q.organizationFilter)!;
    await openTile(page, plain.code);
    await expect(page.getByTestId('queue-organization-filter')).toHaveCount(0);
    await closeModal(page);
    if (filtered) {
      await openTile(page, filtered.code);
      const filter = page.getByTestId('queue-organization-filter');
      await expect(filter).toBeVisible();
      const organizations = (await post(base, 'getDashboardOrganizationLists', {}, token)).items as { dept_id: number; text: string }[];
      expect(organizations.length).toBeGreaterThan(0);
      await filter.click();
      await expect(page.locator('[data-testid^="organization-"]')).toHaveCount(organizations.length);
      const chosen = page.waitForRequest((r) => isTodoList(r) && formOf(r).get('organization_id') === String(organizations[0]!.dept_id));
      await page.getByTestId(`organization-${organizations[0]!.dept_id}`).click();
      await chosen;
      await page.evaluate(() => document.fonts.ready);
      await shot(page, `queue-modal-filter-${code}`);
      await closeModal(page);
    }
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, `dashboard-${code}-phone`);
});

test(
  'a queue pages, changes page size and searches on the server',
  { tag: [FLOW, ...reads('dashboard.queues', 'dashboard.columns', 'dashboard.roleAssignOverride', 'dashboard.organizationFilterQueues')] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    // Letters of our own so the queue has more than one page: each new draft waits in its writer's queue.
    const marker = `ทดสอบ${Date.now().toString(36)}`;
    const writer = await apiSignIn(base, caps, people.officer);
    for (let i = 1; i <= 12; i++) {
      const reply = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: `บันทึก${marker} ฉบับที่ ${i}`, F_DEAR: 'ผู้อำนวยการ' }, writer.token);
      expect(reply.status, reply.message).toBe('success');
    }
    const token = await openDashboard(page, base, caps, people.officer);
    const tiles = await apiTiles(base, token);
    const big = caps.dashboard.queues.find((q) => (tiles.find((t) => t.CODE === q.code)?.COUNT ?? 0) > 10);
    expect(big, 'a queue with more than ten letters').toBeDefined();
    const count = tiles.find((t) => t.CODE === big!.code)!.COUNT;

    // While the grid waits for its first page (no rows yet) it says so in words a screen reader
    // can name, like every other state of the page.
    let release = await holdQueueRequests(page);
    const first = page.waitForRequest(isTodoList);
    await openTile(page, big!.code);
    await first;
    await expect(page.getByTestId('queue-modal').locator('.MuiDataGrid-overlay')).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await release();
    await expect(page.getByTestId('queue-total')).toHaveAttribute('data-total', String(count));
    await expect(gridRows(page)).toHaveCount(Math.min(10, count));

    const second = page.waitForRequest((r) => isTodoList(r) && formOf(r).get('page') === '2');
    await page.getByTestId('queue-page-2').click();
    expect(formOf(await second).get('pageSize')).toBe('10');
    await expect(gridRows(page)).toHaveCount(Math.min(10, count - 10));

    const bigger = page.waitForRequest((r) => isTodoList(r) && formOf(r).get('pageSize') === '20');
    await page.getByTestId('queue-page-size').click();
    await page.getByTestId('page-size-20').click();
    expect(formOf(await bigger).get('page')).toBe('1');
    await expect(gridRows(page)).toHaveCount(Math.min(20, count));

    // Two characters: no request, even well after the 800 ms delay.
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (isTodoList(r)) sent.push(r);
    });
    await page.getByTestId('queue-search').fill('ทด');
    await page.waitForTimeout(1_500);
    expect(sent).toHaveLength(0);

    const typedAt = Date.now();
    const searched = page.waitForRequest((r) => isTodoList(r) && formOf(r).get('search') === marker);
    await page.getByTestId('queue-search').fill(marker);
    await searched;
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(750);
    const found = await apiQueueTotal(base, token, big!.code, marker);
    expect(found).toBe(12);
    await expect(page.getByTestId('queue-total')).toHaveAttribute('data-total', String(found));
    await expect(gridRows(page)).toHaveCount(12);
    await expect(gridRows(page).first()).toContainText(marker);

    // Emptied: the whole queue again, shown from the cache while the server is asked again (the
    // grid loading over its rows).
    release = await holdQueueRequests(page);
    const cleared = page.waitForRequest((r) => isTodoList(r) && !formOf(r).has('search'));
    await page.getByTestId('queue-search').fill('');
    await cleared;
    await expect(page.getByTestId('queue-modal').getByRole('progressbar', { name: 'กำลังโหลดรายการล่าสุด' })).toBeVisible();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await release();
    await expect(page.getByTestId('queue-total')).toHaveAttribute('data-total', String(count));
    await expect(gridRows(page)).toHaveCount(Math.min(20, count));
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.evaluate(() => document.fonts.ready);
    await shot(page, `queue-modal-${code}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `queue-modal-${code}-phone`);
  },
);

test(
  'on-behalf and sender icons show only where the manifest says',
  { tag: [FLOW, ...reads('dashboard.queues', 'dashboard.showBehalfBadge', 'dashboard.senderIconQueues')] },
  async ({ page, tenant: { caps, base }, people }) => {
    // officer acts for the policy division director (on-behalf rows); saraban receives letters (sender icons).
    const seen = { behalf: 0, sender: 0 };
    // A letter with a sender type, sent to the organisation's registry (saraban's waiting-to-receive queue).
    const writer = await apiSignIn(base, caps, people.officer);
    const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: 'ขอส่งรายงานผลการตรวจสอบภายใน', F_SENDER_TYPE_ID: 1 }, writer.token);
    const step = (created.item as { F_TRANS_ID: number }).F_TRANS_ID;
    const sent = await post(base, 'documentAction', { F_TRANS_ID: step, ACTION: 'send', TO_DEPT_IDS: people.world.root }, writer.token);
    expect(sent.status, sent.message).toBe('success');
    for (const username of [people.officer, people.saraban]) {
      const token = await openDashboard(page, base, caps, username);
      const tiles = await apiTiles(base, token);
      for (const queue of caps.dashboard.queues.filter((q) => (tiles.find((t) => t.CODE === q.code)?.COUNT ?? 0) > 0)) {
        const list = await fetch(`${base}${ROUTES.getTodoList.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
          body: new URLSearchParams({ typeCode: queue.code }),
        });
        const rows = ((await list.json()) as { items: { F_IS_BEHALF: number; statusSendToPerson: boolean; F_SENDER_TYPE_TO_NAME: string | null }[] }).items;
        const hasTitle = queue.columns.some((c) => c.field === 'F_DOC_TITLE');
        const behalf = caps.dashboard.showBehalfBadge && hasTitle ? rows.filter((r) => r.F_IS_BEHALF === 2).length : 0;
        const toPerson = queue.senderIcons && hasTitle ? rows.filter((r) => r.statusSendToPerson).length : 0;
        const senderType = queue.senderIcons && hasTitle ? rows.filter((r) => r.F_SENDER_TYPE_TO_NAME).length : 0;
        await openTile(page, queue.code);
        await expect(gridRows(page)).toHaveCount(rows.length);
        const modal = page.getByTestId('queue-modal');
        await expect(modal.getByTestId('behalf-icon'), `${username} ${queue.code} on behalf`).toHaveCount(behalf);
        await expect(modal.getByTestId('sent-to-person-icon')).toHaveCount(toPerson);
        await expect(modal.getByTestId('sender-type-icon')).toHaveCount(senderType);
        seen.behalf += behalf;
        seen.sender += toPerson + senderType;
        await closeModal(page);
      }
    }
    // The seed has rows of both kinds, so a tenant that turns the icons on really shows some.
    expect(seen.behalf > 0).toBe(caps.dashboard.showBehalfBadge);
    expect(seen.sender > 0).toBe(caps.dashboard.queues.some((q) => q.senderIcons));
  },
);

test(
  'opening a row marks it read and opens the letter; a notification link does too',
  { tag: [FLOW, ...reads('dashboard.queues', 'dashboard.roleAssignOverride', 'notifications')] },
  async ({ page, tenant: { caps, base }, people }) => {
    const problems = await watchPageHealth(page);
    const token = await openDashboard(page, base, caps, people.saraban);
    const tiles = await apiTiles(base, token);
    const queue = caps.dashboard.queues.find((q) => (tiles.find((t) => t.CODE === q.code)?.COUNT ?? 0) > 0)!;
    await openTile(page, queue.code);
    const button = gridRows(page).first().locator('[data-testid^="open-document-"]');
    const documentId = (await button.getAttribute('data-testid'))!.replace('open-document-', '');
    await expect(button).toHaveAccessibleName(/.+/);
    const read = page.waitForRequest((r) => r.url().endsWith(ROUTES.updateReadPortal.path) && formOf(r).get('F_DOC_ID') === documentId);
    await button.click();
    const reply = await (await read).response();
    expect(((await reply!.json()) as Json).status).toBe('success');
    await closeDocument(page, documentId);
    await closeModal(page);

    // A notification link: /?t=<F_TRANS_ID>&d=<NN_RECEIVE_ID> (one of the clerk's notifications about a letter, from the API).
    const list = await fetch(`${base}${ROUTES.getNotifications.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
      body: new URLSearchParams(),
    });
    type Alert = { NN_RECEIVE_ID: number; F_DOC_ID: number | null; F_TRANS_ID: number | null };
    const alert = ((await list.json()) as { items: { alerts: Alert[] } }).items.alerts.find((a) => a.F_DOC_ID !== null && a.F_TRANS_ID !== null)!;
    expect(alert, 'a notification about a letter').toBeDefined();
    const marked = page.waitForRequest(
      (r) => r.url().endsWith(ROUTES.notificationUpdateRead.path) && formOf(r).get('NN_RECEIVE_ID') === String(alert.NN_RECEIVE_ID),
    );
    const linked = page.waitForRequest((r) => r.url().endsWith(ROUTES.updateReadPortal.path) && formOf(r).get('F_DOC_ID') === String(alert.F_DOC_ID));
    await page.goto(`${base}/?t=${alert.F_TRANS_ID}&d=${alert.NN_RECEIVE_ID}`);
    await marked;
    await linked;
    await closeDocument(page, alert.F_DOC_ID!);
    // t and d leave the address, so a reload does not open the letter again.
    await expect(page).toHaveURL(`${base}/`);
    expect(problems).toEqual([]);
  },
);

test(
  'a book card searches with 3+ characters on the search button, collapses, and opens a letter',
  { tag: [FLOW, ...reads('dashboard.bookCards')] },
  async ({ page, tenant: { caps, base }, people }) => {
    const token = await openDashboard(page, base, caps, people.saraban);
    const books = (await post(base, 'getDashboard', {}, token)).item as Record<string, { items: BookRowJson[] }>;
    const bookType = caps.dashboard.bookCards.find((b) => (books[b]?.items.length ?? 0) > 0);
    expect(bookType, 'a book card with letters').toBeDefined();
    const rows = books[bookType!]!.items;
    const card = page.getByTestId(`book-card-${bookType}`);
    await expect(card.locator('[data-testid^="book-row-"]')).toHaveCount(rows.length);

    const searches: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(ROUTES.getDashboard.path) && formOf(r).has('bookType')) searches.push(r);
    });
    await card.getByTestId('book-search').fill('คำ');
    await card.getByTestId('book-search-button').click();
    await page.waitForTimeout(500);
    expect(searches).toHaveLength(0);

    // A word of the first letter's subject, 3+ characters, searched only on the button.
    const word = rows[0]!.F_DOC_TITLE.slice(0, 6);
    await card.getByTestId('book-search').fill(word);
    await page.waitForTimeout(1_700);
    expect(searches).toHaveLength(0);
    const searched = page.waitForRequest(
      (r) => r.url().endsWith(ROUTES.getDashboard.path) && formOf(r).get('querySearch') === word && formOf(r).get('bookType') === bookType,
    );
    await card.getByTestId('book-search-button').click();
    await searched;
    const expected = ((await post(base, 'getDashboard', { bookType, querySearch: word }, token)).item as Record<string, { items: BookRowJson[] }>)[bookType!]!
      .items;
    await expect(card.locator('[data-testid^="book-row-"]')).toHaveCount(expected.length);
    await expect(card.getByTestId(`book-row-${expected[0]!.F_DOC_ID}`)).toBeVisible();

    const read = page.waitForRequest((r) => r.url().endsWith(ROUTES.updateReadPortal.path) && formOf(r).get('F_DOC_ID') === String(expected[0]!.F_DOC_ID));
    await card.getByTestId(`book-row-${expected[0]!.F_DOC_ID}`).click();
    await read;
    await closeDocument(page, expected[0]!.F_DOC_ID);

    await card.getByTestId('book-toggle').click();
    await expect(card.getByTestId('book-search')).toBeHidden();
    await card.getByTestId('book-toggle').click();
    await expect(card.getByTestId('book-search')).toBeVisible();
  },
);

test('the chat button opens the chat full screen where the manifest gives a chat address', async ({ page, tenant: { code, caps, base }, people }) => {
  // Without a chat address the manifest test above already finds no chat button on the dashboard.
  test.skip(!caps.features.chatUrl, 'no chat address in this manifest');
  const chatUrl = caps.features.chatUrl!;
  // The real chat lives on the internet; the test serves a stand-in at the same address.
  await page.route(`${new URL(chatUrl).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><p id="chat-ready">chat</p>' }));
  const problems = await watchPageHealth(page);
  await openDashboard(page, base, caps, people.director);
  const button = page.getByTestId('chat-button');
  const box = (await button.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([45, 45]);
  expect(Math.round(viewport.width - (box.x + box.width))).toBe(20);
  expect(Math.round(viewport.height - (box.y + box.height))).toBe(20);
  await button.click();
  const modal = page.getByTestId('chat-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('chat-frame')).toHaveAttribute('src', chatUrl);
  await expect(page.frameLocator('[data-testid="chat-frame"]').locator('#chat-ready')).toHaveText('chat');
  await page.evaluate(() => document.fonts.ready);
  await shot(page, `chat-${code}`);
  await modal.getByTestId('chat-close').click();
  await expect(modal).toBeHidden();
  expect(problems).toEqual([]);
});
