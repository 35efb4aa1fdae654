/**
 * LINE where a manifest offers it, in real Chromium against the tenant's real server, whose LINE
 * is a local fake of the Messaging API: the officer opens the LINE page from the user panel,
 * gets a link code and sends it to the Official Account (the webhook call LINE would make,
 * signed with the channel secret); the page shows the link by itself. A letter sent to the
 * officer then reaches their LINE with its subject and a LINE link, and so does the one-time
 * signing code. On the personal settings page the officer turns LINE off for letters sent to them,
 * and the next letter stays off LINE. Tenants without LINE have neither the panel link nor a way
 * to link.
 */
import { ROUTES } from '../../engine/portal/routes';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';
import { seriousAccessibilityProblems } from './accessibility';
import { expect, test } from './fixtures';
import { linePushesTo, nameLineUser, sendToOfficialAccount } from './line-fake';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

test('a person links LINE on its page, then receives a letter and a signing code there', async ({ page, tenant: { code, caps, base }, people }) => {
  test.skip(!caps.features.lineService, 'no LINE in this manifest');
  test.setTimeout(90_000);
  const problems = await watchPageHealth(page);
  const officer = await apiSignIn(base, caps, people.officer);
  const saraban = await apiSignIn(base, caps, people.saraban);
  const lineUser = `U${Date.now().toString(16).padEnd(32, '0')}`;
  await nameLineUser(lineUser, 'สมศักดิ์ บนไลน์');

  await openWithSession(page, base, officer, '/profile');
  await page.getByTestId('user-summary').click();
  await page.getByTestId('panel-line-link').click();
  await expect(page).toHaveURL(`${base}${ROUTES.accountLineService.path}`);
  const lineService = page.getByTestId('line-service');
  await expect(lineService.getByTestId('line-qr')).toBeVisible();
  await lineService.getByRole('button', { name: 'ขอรหัสเชื่อมต่อ' }).click();
  const linkCode = (await lineService.getByTestId('line-code').textContent()) ?? '';
  expect(linkCode).toMatch(/^[A-Z0-9]{8}$/);
  await personShot(page, { path: `test-results/line/code-${code}.png`, fullPage: false });
  expect(await seriousAccessibilityProblems(page, '[data-testid="line-service"]')).toEqual([]);

  // The officer sends the code to the Official Account; LINE calls the webhook; the page follows.
  expect(await sendToOfficialAccount(base, lineUser, linkCode)).toBe(200);
  await expect(lineService.getByTestId('line-display-name')).toHaveText('บัญชี LINE: สมศักดิ์ บนไลน์', { timeout: 15_000 });
  await personShot(page, { path: `test-results/line/linked-${code}.png`, fullPage: false });

  // A letter sent to the officer reaches their LINE, with a LINE link that opens it.
  const subject = `ขอเชิญประชุมคณะทำงาน ${Date.now().toString(36)}`;
  const created = await post(base, 'createDocument', { F_DOC_TYPE_ID: 1, F_DOC_TITLE: subject, F_DEAR: 'หัวหน้างาน' }, saraban.token);
  expect(created.status, created.message).toBe('success');
  const step = (created.item as { F_TRANS_ID: number }).F_TRANS_ID;
  const sent = await post(base, 'documentAction', { F_TRANS_ID: step, ACTION: 'send', TO_PERSON_IDS: officer.userLogin.F_PERSON_ID }, saraban.token);
  expect(sent.status, sent.message).toBe('success');
  await expect.poll(async () => (await linePushesTo(lineUser)).find((text) => text.includes(subject)) ?? '', { timeout: 15_000 }).toMatch(/api=line/);

  // So does the one-time code before a signature.
  const asked = await post(base, 'signingCodeRequest', {}, officer.token);
  expect(asked.status, asked.message).toBe('success');
  expect((asked.item as { CHANNELS: string[] }).CHANNELS).toContain('line');
  await expect.poll(async () => (await linePushesTo(lineUser)).some((text) => /(?<!\d)\d{6}(?!\d)/.test(text)), { timeout: 15_000 }).toBe(true);

  // On the personal settings page the officer turns LINE off for letters sent to them: the next one stays off LINE.
  await page.goto(`${base}${ROUTES.systemSetting.path}`);
  const choices = page.getByTestId('notification-choices');
  const lineSwitch = choices.getByTestId('choice-sarabun.send.person-line').locator('input');
  await expect(lineSwitch).toBeChecked();
  await lineSwitch.click();
  await expect(lineSwitch).not.toBeChecked();
  // Saved, not only shown: the switches come back enabled once the server answered.
  await expect(lineSwitch).toBeEnabled();
  await expect(page.getByTestId('personal-line-link')).toHaveAttribute('href', ROUTES.accountLineService.path);
  await personShot(page, { path: `test-results/line/personal-${code}.png`, fullPage: true });
  expect(await seriousAccessibilityProblems(page, '[data-testid="personal-settings"]')).toEqual([]);
  const quiet = `ขอความร่วมมือตอบแบบสำรวจ ${Date.now().toString(36)}`;
  const second = await post(base, 'createDocument', { F_DOC_TYPE_ID: 1, F_DOC_TITLE: quiet, F_DEAR: 'หัวหน้างาน' }, saraban.token);
  const again = await post(
    base,
    'documentAction',
    { F_TRANS_ID: (second.item as { F_TRANS_ID: number }).F_TRANS_ID, ACTION: 'send', TO_PERSON_IDS: officer.userLogin.F_PERSON_ID },
    saraban.token,
  );
  expect(again.status, again.message).toBe('success');
  // A push goes right after the action's commit: a second and a half is long enough to have seen one.
  await page.waitForTimeout(1500);
  expect((await linePushesTo(lineUser)).some((text) => text.includes(quiet))).toBe(false);
  expect(problems).toEqual([]);
});
