import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../server/tenants/load';
import { openPGlite } from '../server/db/database';
import { audit } from '../server/modules/identity/audit';
import { copyEmptyPGliteInto } from '../server/test-support/test-db';

const run = promisify(execFile);
let dataDir: string;

function auditVerify() {
  return run(process.execPath, ['--import', 'tsx', 'scripts/audit-verify.ts'], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'audit-verify-'));
  // Initialised but without tables: the script migrates it as start-up would.
  copyEmptyPGliteInto(dataDir);
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run audit:verify', () => {
  it('exits 0 with a one-line summary when the chains are whole, 1 naming the first changed row', async () => {
    const empty = await auditVerify();
    expect(empty.stdout.trim().split('\n')).toHaveLength(1);
    expect(empty.stdout).toContain('Audit trail whole');

    const handle = await openPGlite(dataDir);
    let changedId: number;
    try {
      for (let i = 0; i < 3; i += 1) await audit(handle.db, { personId: null, action: 'sign-in', ip: '10.0.0.1', now: new Date(), detail: { i } });
      const second = await handle.db.selectFrom('audit_log').select(['id']).orderBy('id').offset(1).limit(1).executeTakeFirstOrThrow();
      changedId = Number(second.id);
    } finally {
      await handle.close();
    }
    expect((await auditVerify()).stdout).toContain('3 rows verified');

    const tamper = await openPGlite(dataDir);
    try {
      await sql`UPDATE audit_log SET action = 'sign-out' WHERE id = ${changedId}`.execute(tamper.db);
    } finally {
      await tamper.close();
    }
    await expect(auditVerify()).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining(`row id ${changedId}, chain`) });
  }, 120_000);
});
