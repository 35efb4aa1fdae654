/** What `npm run backup` and `npm run restore` share: the FILE argument, and refusals printed without a stack trace. */
import { ConfigError } from '../server/config';
import { BackupError } from '../server/backup/backup-messages';
import { DatabaseLockedError } from '../server/db/pglite-lock';

export async function runCommand(name: 'backup' | 'restore', work: (file: string) => Promise<string>): Promise<void> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    process.stderr.write(`Usage: BACKUP_PASSPHRASE=... npm run ${name} -- FILE\n`);
    process.exit(2);
  }
  try {
    process.stdout.write(`${await work(file)}\n`);
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError || error instanceof DatabaseLockedError) {
      process.stderr.write(`\n${error.message}\n\n`);
      process.exit(1);
    }
    throw error;
  }
}
