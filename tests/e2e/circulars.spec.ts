/**
 * Publishing a book letter (circular, command, announcement… whichever group the tenant's
 * dashboard shows first): the registry clerk drafts it in the workspace, where a book type asks
 * whether to publish it to the whole organisation (the default) or only to the departments it is
 * sent to. Once signed and numbered, a letter published to chosen departments stays out of sight
 * of an officer of another department until it is sent to his; then he finds it in the
 * dashboard's book card and in the workspace's full list of that group, with search.
 *
 * The test publishes to chosen departments only: every browser worker's world shares one
 * database, and a letter published to the whole organisation would show in every world's book
 * cards (and in the snapshot matrix). The whole-organisation rule is proven by the server suite
 * (visibility.test.ts).
 */
import { ROUTES } from '../../engine/api/routes';
import { apiPost as post, apiSignIn, openWithSession, type ApiSession } from './api-session';
import { DAY_ONLY, dayTenants } from './day-tenants';
import { expect, FLOW, test } from './fixtures';
import { reads } from './tenants';
import { watchPageHealth } from './page-health';
import { personShot } from './person-shots';

const DAY_TENANTS = await dayTenants();
/** Offset of the officer's department (กองนโยบายและแผน) from the world's root (server/db/seed.ts). */
const POLICY = 3;

/** Signs and numbers a draft (as the director and the clerk), as the day flow does in the modal. */
async function signedAndNumbered(base: string, draftStep: number, saraban: ApiSession, director: ApiSession): Promise<number> {
  const toSign = await post(
    base,
    'documentAction',
    { F_TRANS_ID: draftStep, ACTION: 'present', PURPOSE: 'sign', TO_PERSON_IDS: director.userLogin.F_PERSON_ID },
    saraban.token,
  );
  expect(toSign.status, toSign.message).toBe('success');
  const signed = await post(
    base,
    'documentAction',
    { F_TRANS_ID: (toSign.item as { NEW_TRANS_IDS: number[] }).NEW_TRANS_IDS[0], ACTION: 'sign' },
    director.token,
  );
  expect(signed.status, signed.message).toBe('success');
  const toNumber = (signed.item as { NEW_TRANS_IDS: number[] }).NEW_TRANS_IDS[0]!;
  const numbered = await post(base, 'documentAction', { F_TRANS_ID: toNumber, ACTION: 'issueNumber' }, saraban.token);
  expect(numbered.status, numbered.message).toBe('success');
  return toNumber;
}

test(
  'a circular published to chosen departments is hidden until sent there, then in the book card and the full list',
  { tag: [FLOW, ...reads('dashboard.bookCards')] },
  async ({ page, tenant: { code, caps, base }, people }) => {
    test.skip(!DAY_TENANTS.has(code), DAY_ONLY);
    test.setTimeout(240_000);
    const problems = await watchPageHealth(page);
    const saraban = await apiSignIn(base, caps, people.saraban);
    const director = await apiSignIn(base, caps, people.director);
    const officer = await apiSignIn(base, caps, people.officer);
    const group = caps.dashboard.bookCards[0]!;
    const lookups = await post(base, 'getLookups', {}, saraban.token);
    const docType = (lookups.item as { docTypes: { F_DOC_TYPE_ID: number; F_BOOK_GROUP: string | null }[] }).docTypes.find(
      (type) => type.F_BOOK_GROUP === group,
    )!;
    expect(docType, `a document type of the book group ${group}`).toBeDefined();
    const marker = `เผยแพร่${Date.now().toString(36)}`;
    const subject = `แจ้งแนวปฏิบัติ${marker}`;

    // 1. The clerk drafts it in the workspace; a book type asks where to publish it (the whole organisation unless chosen).
    await openWithSession(page, base, saraban);
    await page.goto(`${base}/sarabun/new-letter`);
    await expect(page.getByTestId('new-letter-publish-all')).toHaveCount(0);
    await page.getByTestId('incoming-docType').selectOption(String(docType.F_DOC_TYPE_ID));
    await expect(page.getByTestId('new-letter-publish-all')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('new-letter-publish-chosen').click();
    await expect(page.getByTestId('new-letter-publish-chosen')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('incoming-dear').fill('กองนโยบายและแผน');
    await page.getByTestId('incoming-subject').fill(subject);
    const created = page.waitForResponse((r) => r.url().endsWith(ROUTES.createDocument.path));
    await page.getByTestId('incoming-submit').click();
    expect(new URLSearchParams((await created).request().postData() ?? '').get('F_PUBLISH_ALL')).toBe('0');
    await expect(page.getByTestId('draft-saved')).toBeVisible({ timeout: 30_000 });
    const modal = page.getByTestId('document-modal');
    await expect(modal).toBeVisible();
    const documentId = Number(await modal.getAttribute('data-document-id'));
    await modal.getByTestId('document-modal-close').click();
    const draft = await post(base, 'getTodoList', { typeCode: 'waitAssign', search: marker }, saraban.token);
    const draftStep = (draft.items as { F_TRANS_ID: number; F_DOC_ID: number }[]).find((row) => row.F_DOC_ID === documentId)!.F_TRANS_ID;
    const numberedStep = await signedAndNumbered(base, draftStep, saraban, director);

    // 2. Numbered, but the officer (another department) does not see it until it is sent to his department.
    const hidden = await post(base, 'searchDocuments', { F_BOOK_GROUP: group, search: marker }, officer.token);
    expect(hidden.total).toBe(0);
    const sent = await post(base, 'documentAction', { F_TRANS_ID: numberedStep, ACTION: 'send', TO_DEPT_IDS: people.world.root + POLICY }, saraban.token);
    expect(sent.status, sent.message).toBe('success');

    // 3. The officer finds it in the book card and in the full list of its group, and opens it.
    await openWithSession(page, base, officer);
    await expect(page.getByTestId('book-cards')).toContainText(marker);
    await page.goto(`${base}/sarabun/books`);
    await page.getByTestId(`books-tab-${group}`).click();
    await page.getByTestId('books-search').fill(marker);
    await expect(page.getByTestId('books-grid')).toHaveAttribute('data-total', '1', { timeout: 15_000 });
    await personShot(page, { path: `test-results/circulars/books-${code}.png` });
    await page.getByTestId('books-grid').getByText(subject).click();
    await expect(page.getByTestId('document-modal').getByTestId('document-subject')).toContainText(marker);
    expect(problems).toEqual([]);
  },
);
