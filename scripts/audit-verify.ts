/**
 * Verifies the audit trail's chains and prints one line in Thai and English:
 *
 *   npm run audit:verify
 *
 * Exit 0 when every chain is whole; exit 1 naming the first row (id, chain, sequence) that was
 * changed, removed or inserted behind the portal's back. Uses the same settings as `npm start`
 * (APP_NAME, DATA_DIR or DATABASE_URL); with PGlite the portal must be stopped first (one process
 * per data folder). Like start-up, it first migrates and chains rows older than the chains. The
 * work itself is server/modules/identity/audit-chain.ts.
 */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { chainLegacyAuditRows, verifyAuditChains, type AuditChainBreak, type AuditChainReport } from '../server/modules/identity/audit-chain';

const KIND: Record<AuditChainBreak['kind'], { th: string; en: string }> = {
  changed: { th: 'ถูกแก้ไข', en: 'changed' },
  removed: { th: 'ถูกลบ', en: 'removed' },
  inserted: { th: 'ถูกแทรกโดยไม่ผ่านระบบ', en: 'inserted outside the portal' },
  unchained: { th: 'ยังไม่ได้เข้าสายโซ่', en: 'not chained yet' },
};

function summary(report: AuditChainReport): string {
  if (!report.first) {
    return `บันทึกการใช้งานครบถ้วน ไม่มีการแก้ไข (${report.chains} สาย, ${report.rows} แถว) / Audit trail whole: ${report.chains} chains, ${report.rows} rows verified`;
  }
  const { kind, id, chain, seq } = report.first;
  const row = `id ${id ?? '-'}, chain ${chain ?? '-'}, seq ${seq ?? '-'}`;
  return `บันทึกการใช้งานไม่ครบถ้วน: แถว ${row} ${KIND[kind].th} / Audit trail broken: row ${row} was ${KIND[kind].en}`;
}

const config = loadConfig();
const database = await openDatabase(config);
let report: AuditChainReport;
try {
  await migrate(database.db);
  await chainLegacyAuditRows(database.db);
  report = await verifyAuditChains(database.db);
} finally {
  await database.close();
}
if (report.whole) process.stdout.write(`${summary(report)}\n`);
else process.stderr.write(`${summary(report)}\n`);
process.exit(report.whole ? 0 : 1);
