/**
 * Schema validation of a merged manifest, with errors a person can act on.
 *
 * ajv's raw errors name a keyword ("additionalProperties", "enum"); here each one becomes
 * { pointer, expected, hint } in plain words. The schema is compiled once per process.
 */
import { Ajv, type ErrorObject } from 'ajv';
import tenantSchema from '../../schemas/tenant.schema.json' with { type: 'json' };
import type { TenantManifest } from '../../schemas/generated/tenant';

export interface ManifestIssue {
  /** File the problem is in (relative to the project root), filled in by the loader. */
  file: string;
  /** JSON pointer into the manifest, e.g. /dashboard/queues/2. Empty for the whole document. */
  pointer: string;
  /** What the schema or cross-check expected there. */
  expected: string;
  /** How to fix it, in plain words. */
  hint: string;
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const validateManifest = ajv.compile<TenantManifest>(tenantSchema);

function describeError(error: ErrorObject): Omit<ManifestIssue, 'file'> {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      return {
        pointer: `${pointer}/${extra}`,
        expected: 'no property of this name',
        hint: `"${extra}" is not a manifest setting. Check its spelling against schemas/tenant.schema.json, or remove it.`,
      };
    }
    case 'required':
      return {
        pointer: `${pointer}/${String(params.missingProperty)}`,
        expected: 'a value (required)',
        hint: `Add "${String(params.missingProperty)}" here, or in tenants/_base/manifest.json if every tenant shares it.`,
      };
    case 'enum':
      return {
        pointer,
        expected: `one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`,
        hint: 'Use one of the listed values; they are the codes the portal knows.',
      };
    case 'type':
      return { pointer, expected: `a value of type ${String(params.type)}`, hint: `Change this value to a ${String(params.type)}.` };
    case 'pattern':
      return { pointer, expected: `text matching ${String(params.pattern)}`, hint: patternHint(pointer) };
    case 'uniqueItems':
      return { pointer, expected: 'a list without repeats', hint: `Items ${String(params.j)} and ${String(params.i)} are the same; remove one.` };
    case 'minItems':
      return { pointer, expected: `at least ${String(params.limit)} item(s)`, hint: 'This list must not be empty.' };
    default:
      return { pointer, expected: error.message ?? error.keyword, hint: 'See the description of this setting in schemas/tenant.schema.json.' };
  }
}

function patternHint(pointer: string): string {
  if (pointer.endsWith('/code')) return 'The code is upper-case letters, digits and hyphens, e.g. DEV-MIX.';
  if (/\/(primary|secondary|background|loginBackground)$/.test(pointer)) return 'Colours are written #rrggbb, e.g. #1f4e8c.';
  if (/\/(logo|loginLogo)$/.test(pointer)) return 'Logos live in the tenant folder: assets/<name>.svg (or .png/.jpg/.webp).';
  if (pointer.endsWith('/chatUrl')) return 'The chat address must start with https://.';
  return 'The value does not have the expected form; see the schema description.';
}

/** Validates a merged manifest; returns the issues (empty when valid). */
export function validateTenantManifest(manifest: unknown): Omit<ManifestIssue, 'file'>[] {
  if (validateManifest(manifest)) return [];
  return (validateManifest.errors ?? []).map(describeError);
}

export function formatIssue(issue: ManifestIssue): string {
  return `${issue.file}: ${issue.pointer || '/'}: expected ${issue.expected}. Hint: ${issue.hint}`;
}
