/**
 * `npm run backup -- FILE`: an encrypted archive of the portal (database, stored files, extra
 * DATA_DIR files) while it keeps running, with the settings `npm start` reads and the
 * passphrase in BACKUP_PASSPHRASE. The work is server/backup/archive-file.ts.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupPassphrase, createBackup } from '../server/backup/archive-file';
import { runCommand } from './backup-command';

await runCommand('backup', async (file) => {
  const passphrase = backupPassphrase();
  const summary = await createBackup(loadConfig(), path.resolve(file), passphrase);
  const rows = Object.values(summary.end.counts).reduce((a, b) => a + b, 0);
  return `Backup written / สำรองข้อมูลแล้ว: ${file} (${rows} rows, ${summary.end.files} files, migrations up to ${summary.manifest.migrations.at(-1)?.version ?? '-'})`;
});
