/**
 * Files an instance kept under its own DATA_DIR before its files were kept in PostgreSQL or an
 * object store: at start, with DATABASE_URL or S3_URL, each one the store does not have yet is
 * copied into it, so the rows naming them find them from every instance. The folders are left as they were (a later
 * start finds everything stored and copies nothing). A file whose content no longer matches its
 * name is not copied, only reported: it is not the file its rows name.
 */
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { diskFolder, FILE_KINDS, filesAreShared, keepIfNamed, type FileSettings, type FileStore, type FileStores } from './file-store';

const SHA256_NAME = /^[0-9a-f]{64}$/;

/** The names in a folder; none when it does not exist. */
async function namesIn(folder: string): Promise<string[]> {
  return readdir(folder).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
}

async function adoptFolder(store: FileStore, folder: string, warn: (message: string) => void): Promise<number> {
  let copied = 0;
  for (const prefix of await namesIn(folder)) {
    if (!/^[0-9a-f]{2}$/.test(prefix)) continue;
    for (const name of await namesIn(path.join(folder, prefix))) {
      if (!SHA256_NAME.test(name) || !name.startsWith(prefix) || (await store.has(name))) continue;
      const file = path.join(folder, prefix, name);
      if (await keepIfNamed(store, createReadStream(file), name)) copied++;
      else warn(`${file} was not copied to the database: its content does not match its name`);
    }
  }
  return copied;
}

/** Copies this instance's files on disk into the stores when they are shared (PostgreSQL or an object store); answers how many were copied. */
export async function adoptDiskFiles(config: FileSettings, stores: FileStores, warn: (message: string) => void): Promise<number> {
  if (!filesAreShared(config)) return 0;
  let copied = 0;
  for (const kind of FILE_KINDS) copied += await adoptFolder(stores[kind], diskFolder(config.dataDir, kind), warn);
  return copied;
}
