/**
 * `npm run restore -- FILE`: restores an archive of `npm run backup` into an empty DATA_DIR
 * (PGlite) or an empty database at DATABASE_URL, with the passphrase in BACKUP_PASSPHRASE.
 * The work is server/backup/restore.ts.
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { backupPassphrase } from '../server/backup/archive-file';
import { restoreBackup } from '../server/backup/restore';
import { runCommand } from './backup-command';

await runCommand('restore', async (file) => {
  const passphrase = backupPassphrase();
  const summary = await restoreBackup(loadConfig(), path.resolve(file), passphrase);
  const rows = Object.values(summary.end.counts).reduce((a, b) => a + b, 0);
  return `Restored / กู้คืนแล้ว: ${rows} rows, ${summary.end.files} files from ${file} (made ${summary.manifest.createdAt}). Start the portal with npm start.`;
});
