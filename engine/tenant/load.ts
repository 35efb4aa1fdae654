/**
 * Reads tenant manifests from disk (Node only: the server and the scripts use it; the browser
 * receives the already merged and validated manifest inlined in the page).
 *
 * Folder layout: tenants/_base/manifest.json holds shared defaults; tenants/<code in lower
 * case>/manifest.json states what differs; assets/ and locales/ sit beside it. An asset path
 * is looked up in the tenant's folder first, then in _base.
 */
import { readFile, readdir, access } from 'node:fs/promises';
import path from 'node:path';
import type { TenantManifest } from '../../schemas/generated/tenant';
import { deepMerge, isPlainObject, type Json } from './merge';
import { validateTenantManifest, formatIssue, type ManifestIssue } from './validate';
import { checkColumns, checkHeaderTitle, checkLanguages, checkLocaleKeys, checkQueueReferences, localeKeys } from './cross-check';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_TENANTS_DIR = path.join(PROJECT_ROOT, 'tenants');
export const ENGINE_LOCALES_DIR = path.join(PROJECT_ROOT, 'engine/i18n/locales');
export const BASE_FOLDER = '_base';

export interface TenantOptions {
  tenantsDir?: string;
}

export interface LoadedTenant {
  manifest: TenantManifest;
  /** Absolute path of the tenant's folder. */
  dir: string;
  /** Locale resources per language: engine defaults with the tenant's overrides merged in. */
  locales: Record<string, Record<string, Json>>;
}

export class TenantLoadError extends Error {
  constructor(
    message: string,
    readonly issues: ManifestIssue[] = [],
  ) {
    super(issues.length ? `${message}\n${issues.map((i) => `  - ${formatIssue(i)}`).join('\n')}` : message);
    this.name = 'TenantLoadError';
  }
}

export function folderOf(code: string): string {
  return code.toLowerCase();
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function readJson(file: string): Promise<Json> {
  const text = await readFile(file, 'utf8');
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    throw new TenantLoadError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

/** Tenant codes found under the tenants folder, sorted; _base is not a tenant. */
export async function listTenantCodes(options: TenantOptions = {}): Promise<string[]> {
  const dir = options.tenantsDir ?? DEFAULT_TENANTS_DIR;
  const codes: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    const file = path.join(dir, entry.name, 'manifest.json');
    if (!(await exists(file))) continue;
    const raw = await readJson(file);
    if (isPlainObject(raw) && typeof raw.code === 'string') codes.push(raw.code);
  }
  return codes.sort();
}

async function readLocaleFolder(dir: string): Promise<Record<string, Json>> {
  if (!(await exists(dir))) return {};
  const out: Record<string, Json> = {};
  for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json')).sort()) {
    out[path.basename(file, '.json')] = await readJson(path.join(dir, file));
  }
  return out;
}

/** Resolves an asset path of a manifest: the tenant's folder first, then _base. */
export async function resolveAsset(tenantDir: string, asset: string): Promise<string | null> {
  for (const candidate of [path.join(tenantDir, asset), path.join(path.dirname(tenantDir), BASE_FOLDER, asset)]) {
    if (await exists(candidate)) return candidate;
  }
  return null;
}

/**
 * Merges, validates and cross-checks one tenant folder; returns the problems found (never
 * throws for a bad manifest, so a validator can report every tenant at once).
 */
export async function inspectTenantFolder(folder: string, options: TenantOptions = {}): Promise<{ manifest: unknown; issues: ManifestIssue[]; locales: Record<string, Record<string, Json>> }> {
  const tenantsDir = options.tenantsDir ?? DEFAULT_TENANTS_DIR;
  const dir = path.join(tenantsDir, folder);
  const rel = (file: string): string => path.relative(path.dirname(tenantsDir), file);
  const manifestFile = path.join(dir, 'manifest.json');
  const base = await readJson(path.join(tenantsDir, BASE_FOLDER, 'manifest.json'));
  const own = await readJson(manifestFile);
  const manifest = deepMerge(base, own);
  const issues: ManifestIssue[] = validateTenantManifest(manifest).map((i) => ({ file: rel(manifestFile), ...i }));

  const engineLocales = await readLocaleFolder(ENGINE_LOCALES_DIR);
  const tenantLocales = await readLocaleFolder(path.join(dir, 'locales'));
  const locales: Record<string, Record<string, Json>> = {};
  for (const lang of new Set([...Object.keys(engineLocales), ...Object.keys(tenantLocales)])) {
    locales[lang] = deepMerge(engineLocales[lang] ?? {}, tenantLocales[lang] ?? {}) as Record<string, Json>;
  }
  const localeFile = (lang: string): string => (tenantLocales[lang] !== undefined || !(lang in engineLocales) ? rel(path.join(dir, 'locales', `${lang}.json`)) : rel(path.join(ENGINE_LOCALES_DIR, `${lang}.json`)));
  issues.push(...checkLocaleKeys(locales, localeFile));

  if (issues.length === 0) {
    const typed = manifest as unknown as TenantManifest;
    const crossIssues = [...checkColumns(typed), ...checkQueueReferences(typed), ...checkLanguages(typed, Object.keys(engineLocales)), ...checkHeaderTitle(typed, (lang) => new Set(localeKeys(locales[lang] ?? {})))];
    issues.push(...crossIssues.map((i) => ({ file: rel(manifestFile), ...i })));
    for (const key of ['logo', 'loginLogo'] as const) {
      if (!(await resolveAsset(dir, typed.branding[key]))) {
        issues.push({ file: rel(manifestFile), pointer: `/branding/${key}`, expected: `an existing file ${typed.branding[key]}`, hint: `Put the image at ${rel(path.join(dir, typed.branding[key]))}.` });
      }
    }
    if (typed.code !== folderOf(typed.code).toUpperCase() || folderOf(typed.code) !== folder) {
      issues.push({ file: rel(manifestFile), pointer: '/code', expected: `the folder name in upper case (${folder.toUpperCase()})`, hint: `Rename the folder to tenants/${folderOf(typed.code)} or fix the code.` });
    }
  }
  return { manifest, issues, locales };
}

/** Loads one tenant by code (APP_NAME); throws TenantLoadError listing known codes or problems. */
export async function loadTenant(code: string, options: TenantOptions = {}): Promise<LoadedTenant> {
  const tenantsDir = options.tenantsDir ?? DEFAULT_TENANTS_DIR;
  const known = await listTenantCodes(options);
  if (!known.includes(code)) {
    throw new TenantLoadError(`Unknown tenant "${code}" (APP_NAME). Known tenant codes: ${known.join(', ')}.`);
  }
  const folder = folderOf(code);
  const { manifest, issues, locales } = await inspectTenantFolder(folder, options);
  if (issues.length > 0) throw new TenantLoadError(`Tenant ${code} has an invalid manifest:`, issues);
  return { manifest: manifest as unknown as TenantManifest, dir: path.join(tenantsDir, folder), locales };
}
