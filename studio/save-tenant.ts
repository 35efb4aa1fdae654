/**
 * Saving a tenant from the studio: the manifest states only what differs from the base
 * (own-manifest.ts), uploaded images are checked by content, and nothing is written unless the
 * draft validates and every path stays inside the tenant's folder (tenant-paths.ts).
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPlainObject, type Json } from '../engine/tenant/merge';
import { BASE_FOLDER, DEFAULT_TENANTS_DIR } from '../server/tenants/load';
import { uploadProblem } from './asset-check';
import { manifestText, ownManifest } from './own-manifest';
import { assetFile, StudioPathError, tenantDir } from './tenant-paths';
import { checkDraft, type StudioProblem } from './validate-draft';

export interface UploadedAsset {
  /** Where the manifest names it: assets/<name>. */
  path: string;
  /** The file's bytes, base64. */
  base64: string;
}

export interface SavePlan {
  code: string;
  /** manifest.json's absolute path. */
  manifestFile: string;
  /** The file's text now, null for a new tenant. */
  before: string | null;
  /** The text that would be written. */
  after: string;
  assets: { file: string; bytes: Buffer }[];
  problems: StudioProblem[];
}

async function readOptional(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

/** What saving would write, and why it may not (problems); writes nothing. */
export async function planSave(code: unknown, draft: unknown, uploads: readonly UploadedAsset[] = [], tenantsDir = DEFAULT_TENANTS_DIR): Promise<SavePlan> {
  const dir = tenantDir(tenantsDir, code);
  const tenantCode = code as string;
  if (!isPlainObject(draft)) throw new StudioPathError('The manifest must be an object { ... }.');
  if (draft.code !== tenantCode)
    throw new StudioPathError(`The manifest says code "${String(draft.code)}" but is saved as ${tenantCode}; they must be the same.`);
  const manifestFile = path.join(dir, 'manifest.json');
  const assets = uploads.map((upload) => ({ file: assetFile(dir, upload.path), name: upload.path, bytes: Buffer.from(upload.base64, 'base64') }));
  const uploadProblems: StudioProblem[] = assets.flatMap(({ name, bytes }) => {
    const problem = uploadProblem(name, bytes);
    return problem ? [{ path: '', message: problem, file: path.join(path.basename(tenantsDir), path.basename(dir), name) }] : [];
  });
  const base = JSON.parse(await readFile(path.join(tenantsDir, BASE_FOLDER, 'manifest.json'), 'utf8')) as Json;
  const before = await readOptional(manifestFile);
  const previous = before === null ? undefined : (JSON.parse(before) as Json);
  const check = await checkDraft(draft, { tenantsDir, pendingAssets: uploads.map((u) => u.path) });
  const differences = check.manifest === null ? draft : (ownManifest(base, check.manifest, previous) ?? {});
  // "$schema" equals the base's but is what lets an editor explain each setting: a file keeps it.
  const schemaRef = draft.$schema ?? (isPlainObject(previous) ? previous.$schema : undefined);
  const own = isPlainObject(differences) && schemaRef !== undefined ? { $schema: schemaRef, ...differences } : differences;
  return {
    code: tenantCode,
    manifestFile,
    before,
    after: manifestText(own, before),
    assets: assets.map(({ file, bytes }) => ({ file, bytes })),
    problems: [...uploadProblems, ...check.problems],
  };
}

/** Writes a plan without problems; returns the files written. Each file is written beside its place and renamed in. */
export async function writeSave(plan: SavePlan): Promise<string[]> {
  if (plan.problems.length > 0) throw new StudioPathError(`Not saved: ${plan.problems.length} problem(s) to fix first.`);
  const written: string[] = [];
  const put = async (file: string, data: string | Buffer): Promise<void> => {
    await mkdir(path.dirname(file), { recursive: true });
    const work = `${file}.studio-${process.pid}.tmp`;
    await writeFile(work, data);
    await rename(work, file);
    written.push(file);
  };
  for (const asset of plan.assets) await put(asset.file, asset.bytes);
  await put(plan.manifestFile, plan.after);
  return written;
}
