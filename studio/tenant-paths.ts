/**
 * Where the studio may write: only inside the tenants folder, only in the folder of a valid
 * tenant code, and only manifest.json and assets/<name>. Every path is resolved and checked
 * against the tenants folder, so a code or an asset name that climbs out ("../x") is refused
 * before anything touches the disk.
 */
import path from 'node:path';
import { folderOf } from '../server/tenants/load';
import { CODE_PATTERN } from '../scripts/new-tenant';

export class StudioPathError extends Error {
  override name = 'StudioPathError';
}

/** An asset a manifest may name (the schema's logo pattern; the emblem's is narrower). */
const ASSET_PATTERN = /^assets\/[A-Za-z0-9._-]+\.(svg|png|jpg|jpeg|webp)$/;

function inside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** The absolute folder of a tenant code; throws for a code the schema refuses or a path outside the tenants folder. */
export function tenantDir(tenantsDir: string, code: unknown): string {
  if (typeof code !== 'string' || !CODE_PATTERN.test(code)) {
    throw new StudioPathError(`"${String(code)}" is not a tenant code: 2 to 20 upper-case letters, digits and hyphens, starting with a letter (e.g. ACME).`);
  }
  const root = path.resolve(tenantsDir);
  const dir = path.resolve(root, folderOf(code));
  if (!inside(root, dir)) throw new StudioPathError(`The tenant ${code} would live outside ${root}.`);
  return dir;
}

/** The absolute file of an asset of a tenant (assets/<name>); throws for any other path. */
export function assetFile(dir: string, asset: unknown): string {
  if (typeof asset !== 'string' || !ASSET_PATTERN.test(asset)) {
    throw new StudioPathError(
      `"${String(asset)}" is not an asset path: assets/<name>.svg, .png, .jpg, .jpeg or .webp (letters, digits, dot, hyphen, underscore).`,
    );
  }
  const file = path.resolve(dir, asset);
  if (!inside(path.join(dir, 'assets'), file)) throw new StudioPathError(`The asset ${asset} would be written outside ${dir}/assets.`);
  return file;
}
