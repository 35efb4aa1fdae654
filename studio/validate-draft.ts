/**
 * Checks a tenant's own (partial) manifest as the studio holds it, exactly as check:tenants
 * checks a saved one: the same merge over the base, schema, cross-checks and asset look-up
 * (server/tenants/load.ts inspectTenantFolder), with the same words.
 */
import type { Json } from '../engine/tenant/merge';
import type { ManifestIssue } from '../engine/tenant/validate';
import { folderOf, inspectTenantFolder } from '../server/tenants/load';
import { CODE_PATTERN } from '../scripts/new-tenant';

export interface StudioProblem {
  /** JSON pointer into the manifest ('' for the whole document). */
  path: string;
  /** What was expected and how to fix it, worded as check:tenants words it. */
  message: string;
  /** The file the problem is in, relative to the project (a locale file, or the manifest). */
  file: string;
}

export function problemOf(issue: ManifestIssue): StudioProblem {
  return { path: issue.pointer, message: `Expected ${issue.expected}. ${issue.hint}`, file: issue.file };
}

// The folder a draft with an unusable code is checked in: it never exists (codes never start
// with _), so nothing of another tenant is read, and the schema reports the code itself.
const NO_FOLDER = '_studio-draft';

export interface DraftCheck {
  problems: StudioProblem[];
  /** The merged manifest (null when the draft is not an object). */
  manifest: Json | null;
  /** The tenant's locales (engine strings with the tenant's overrides), for the preview. */
  locales: Record<string, Record<string, Json>>;
}

export async function checkDraft(draft: unknown, options: { tenantsDir?: string; pendingAssets?: readonly string[] } = {}): Promise<DraftCheck> {
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft)) {
    return { problems: [{ path: '', message: 'Expected a manifest object { ... }.', file: '' }], manifest: null, locales: {} };
  }
  const code = (draft as { code?: unknown }).code;
  const folder = typeof code === 'string' && CODE_PATTERN.test(code) ? folderOf(code) : NO_FOLDER;
  const { manifest, issues, locales } = await inspectTenantFolder(folder, { ...options, draft: draft as Json });
  return { problems: issues.map(problemOf), manifest: manifest as Json | null, locales };
}
