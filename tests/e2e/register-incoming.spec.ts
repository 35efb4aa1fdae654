/**
 * Registering a letter that arrived on paper or by e-mail, in real Chromium against each flow
 * tenant's real server: the registry clerk opens the tool from the workspace, types the letter
 * into the world's register, attaches a scan, and registers it; the stamp shows the receive
 * number, the letter waits in the clerk's รอดำเนินการ queue, and the receive register lists it
 * with the same number. Expected values come from the API with the same session.
 */
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { apiPost as post, apiSignIn, openWithSession } from './api-session';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

const shot = (page: Parameters<typeof personShot>[0], name: string) => personShot(page, { path: `test-results/register-incoming/${name}.png`, fullPage: true });

test(
  'the registry clerk registers a paper letter with a scan, and it takes the next receive number',
  { tag: [FLOW, ...reads('language')] },
  async ({ page, tenant: { caps, base }, people }) => {
    test.setTimeout(180_000);
    const problems = await watchPageHealth(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const dept = people.world.root;
    const subject = `ลงทะเบียนรับทดสอบ${Date.now().toString(36)}`;

    await openWithSession(page, base, saraban);
    await page.goto(`${base}/sarabun/register-incoming`);
    const form = page.getByTestId('incoming-form');
    await expect(form).toBeVisible();

    await page.getByTestId('incoming-dept').selectOption(String(dept));
    await page.getByTestId('incoming-docType').selectOption({ index: 1 });
    await page.getByTestId('incoming-docNo').fill('ศธ 0401/555');
    await page.getByTestId('incoming-docDate').fill('2025-01-15');
    await page.getByTestId('incoming-from').fill('สำนักงานเขตพื้นที่การศึกษาทดสอบ');
    await page.getByTestId('incoming-dear').fill('ผู้อำนวยการ');
    await page.getByTestId('incoming-subject').fill(subject);
    await page.getByTestId('incoming-speed-2').click();
    await page.getByTestId('incoming-file-input').setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
    });
    await expect(page.getByTestId('incoming-file')).toHaveAttribute('data-status', 'waiting');
    await shot(page, 'form');

    await page.getByTestId('incoming-submit').click();
    const stamp = page.getByTestId('incoming-stamp');
    await expect(stamp).toBeVisible({ timeout: 30_000 });
    const number = Number(await stamp.getAttribute('data-receive-no'));
    expect(number).toBeGreaterThan(0);
    await expect(page.getByTestId('incoming-stamp-no')).toHaveText(`เลขรับ ${number}`);
    await shot(page, 'stamp');

    // The letter now waits in the clerk's hands, in รอดำเนินการ.
    const todo = await post(base, 'getTodoList', { typeCode: 'waitAssign', search: subject }, saraban.token);
    expect(todo.status, todo.message).toBe('success');
    const rows = todo.items as { F_DOC_TITLE: string; F_DOC_ID: number }[];
    expect(rows.map((row) => row.F_DOC_TITLE)).toEqual([subject]);

    // The receive register of the world's department, for the Buddhist-era year on the stamp (the
    // server's clock, which a test server may set), lists it with the stamp's number.
    const year = Number(/(\d{4})/.exec((await page.getByTestId('incoming-stamp-date').textContent()) ?? '')?.[1]);
    expect(year).toBeGreaterThan(2500);
    const register = await post(base, 'registerList', { REGISTER: 'receive', F_DEPT_ID: dept, YEAR: year, search: subject }, saraban.token);
    expect(register.status, register.message).toBe('success');
    const entries = register.items as { NUMBER: number; F_DOC_ID: number; F_DOC_NO: string | null }[];
    expect(entries).toHaveLength(1);
    expect(entries[0]!.NUMBER).toBe(number);
    expect(entries[0]!.F_DOC_ID).toBe(rows[0]!.F_DOC_ID);
    expect(entries[0]!.F_DOC_NO).toBe('ศธ 0401/555');

    // The letter opens in the document modal.
    await page.getByTestId('incoming-open').click();
    await expect(page.getByRole('dialog')).toContainText(subject);

    expect(problems).toEqual([]);
  },
);
