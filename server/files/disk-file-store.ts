/**
 * Files on this machine's disk: `<folder>/<first two hex>/<sha256>`. An upload is spooled under
 * `<folder>/tmp` (the same file system) and kept by renaming it to its content address.
 */
import { open, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './file-store';
import { spoolForStore } from './spool';

/** Where a file of this content lives under its folder. */
export function contentPath(folder: string, sha256: string): string {
  return path.join(folder, sha256.slice(0, 2), sha256);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskFileStore(folder: string): FileStore {
  return {
    put: (body, options, use) =>
      spoolForStore(body, path.join(folder, 'tmp'), options, use, async ({ file, sha256 }) => {
        const target = contentPath(folder, sha256);
        await mkdir(path.dirname(target), { recursive: true });
        await rename(file, target);
      }),

    open: async (sha256) => {
      const handle = await open(contentPath(folder, sha256), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const { size } = await handle.stat();
        return { size, stream: handle.createReadStream() };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    has: async (sha256) =>
      stat(contentPath(folder, sha256)).then(
        () => true,
        (error: unknown) => {
          if (isMissing(error)) return false;
          throw error;
        },
      ),

    remove: async (sha256) => {
      await rm(contentPath(folder, sha256), { force: true });
    },
  };
}
