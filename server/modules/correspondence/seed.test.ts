import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LETTER_FORM_NAMES, letterProblems } from '../../../engine/documents/letter-forms';
import type { TenantManifest } from '../../../schemas/generated/tenant';
import { seed } from '../../db/seed';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-db';
import { findTenant } from '../../test-support/test-app';
import { TEST_PASSWORD_PARAMS } from '../../test-support/fixtures';
import { countQueues, QUEUE_CODES } from './queues/queues';
import { seedCorrespondence } from './seed';
import { loadViewer } from './viewer';
import { dashboardBooks } from './queues/dashboard';
import { buddhistYear } from './registers/registers';
import { committeeComplete, committeeOf, dueCount } from './filing/destruction';
import { letterPdf } from './letters/letter-versions';
import { demoLetterContents } from './seed-letter-contents';

let database: TestDatabase;
let manifest: TenantManifest;
let lettersAdded: number;

beforeAll(async () => {
  database = await createTestDatabase();
  manifest = (await findTenant()).manifest;
  // seed() runs seedCorrespondence after the demo people, as npm start does.
  ({ lettersAdded } = await seed(database.db, { manifest, isProduction: false, demoPassword: 'demo1234', passwordParams: TEST_PASSWORD_PARAMS }));
});
afterAll(async () => database?.close());

describe('seedCorrespondence', () => {
  it('fills every queue for some demo user and the dashboard cards', async () => {
    expect(lettersAdded).toBeGreaterThan(20);
    const people = await database.db.selectFrom('people').select(['id', 'username']).where('password_hash', 'is not', null).execute();
    const best: Record<string, number> = {};
    for (const person of people) {
      const counts = await countQueues(database.db, await loadViewer(database.db, person.id), QUEUE_CODES);
      for (const code of QUEUE_CODES) best[code] = Math.max(best[code] ?? 0, counts[code] ?? 0);
    }
    for (const code of QUEUE_CODES) expect(best[code], code).toBeGreaterThan(0);
    const officer = people.find((p) => p.username === 'officer')!;
    const cards = await dashboardBooks(database.db, await loadViewer(database.db, officer.id));
    for (const card of Object.values(cards)) expect(card.items.length, card.bookType).toBeGreaterThan(0);
  });

  it("gives the root's registry a destruction list to draw and a complete committee to review it", async () => {
    const root = manifest.organization.departmentId;
    expect(await dueCount(database.db, root, buddhistYear(new Date()))).toBe(2);
    expect(committeeComplete(await committeeOf(database.db, root))).toBe(true);
  });

  it('writes a letter on each of the eleven forms, every content printable, one of them numbered', async () => {
    const contents = demoLetterContents(manifest.identity.organizationName.th);
    for (const content of [contents.memo, contents.review, contents.sign, contents.minutes, ...contents.drafts.map((d) => d.content)]) {
      expect(letterProblems(content), content.FORM).toEqual([]);
    }
    const rows = await database.db
      .selectFrom('letter_versions as v')
      .innerJoin('documents as d', 'd.id', 'v.document_id')
      .select(['v.form', 'd.id', 'd.doc_no', 'd.created_by'])
      .execute();
    expect(new Set(rows.map((r) => r.form))).toEqual(new Set(LETTER_FORM_NAMES));
    const numbered = rows.find((r) => r.doc_no !== null);
    expect(numbered?.form).toBe('minutes');
    // Each form's PDF renders; the numbered letter's without the draft watermark.
    const dir = mkdtempSync(path.join(tmpdir(), 'seed-letters-'));
    try {
      for (const form of LETTER_FORM_NAMES) {
        const row = rows.find((r) => r.form === form)!;
        const viewer = await loadViewer(database.db, row.created_by!);
        const { body } = await letterPdf(database.db, viewer, { documentId: row.id, digits: 'thai' });
        expect(body.subarray(0, 5).toString(), form).toBe('%PDF-');
        if (row === numbered) {
          writeFileSync(path.join(dir, 'numbered.pdf'), body);
          expect(execFileSync('pdftotext', [path.join(dir, 'numbered.pdf'), '-'], { encoding: 'utf8' })).not.toContain('ร่าง');
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is idempotent', async () => {
    const before = await database.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const again = await seedCorrespondence(database.db, manifest);
    expect(again).toEqual({ rolesAdded: 0, lettersAdded: 0 });
    const after = await database.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
