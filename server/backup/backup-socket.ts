/**
 * How `npm run backup` reaches a running portal on PGlite. PGlite belongs to the one process
 * holding DATA_DIR's lock, so a second process cannot read the database; the portal instead
 * listens on a Unix socket inside DATA_DIR and writes the plain archive to whoever connects.
 * Only someone who may already read DATA_DIR (the socket is the owner's alone, mode 0600) can
 * connect, so no token or port is needed, and nothing is reachable over the network. The
 * command encrypts what it receives; the passphrase never reaches the portal. With PostgreSQL
 * the command reads the database itself and this is not used.
 */
import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { writeArchive, sinkOf, type BackupSource } from './backup';

export function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

export interface BackupListener {
  close(): Promise<void>;
}

/** Serves backups on DATA_DIR/backup.sock; `onError` hears a backup that failed. */
export async function listenForBackups(source: BackupSource, onError: (error: Error) => void): Promise<BackupListener> {
  const file = backupSocketPath(source.dataDir);
  // Left by a portal that was killed: this process holds the DATA_DIR lock, so it is no one's.
  await rm(file, { force: true });
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    writeArchive(source, sinkOf(socket)).then(
      () => socket.end(),
      (error: Error) => {
        onError(error);
        // Cut, not ended: the command sees no end entry and keeps no archive.
        socket.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        void rm(file, { force: true });
      }),
  };
}

/** The plain archive from the portal running on this DATA_DIR. */
export function connectForBackup(dataDir: string): net.Socket {
  return net.createConnection(backupSocketPath(dataDir));
}
