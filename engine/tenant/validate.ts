/**
 * Schema validation of a merged manifest, with errors a person can act on.
 *
 * ajv's raw errors name a keyword ("additionalProperties", "enum"); here each one becomes
 * { pointer, expected, hint } in plain words, with a "did you mean" when a name or code is
 * close to a known one (most manifest mistakes are typos). The schema is compiled once per
 * process (Backstage config-loader style).
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

// verbose: errors carry the offending value and the sub-schema, so hints can quote the
// wrong value and suggest the nearest allowed one.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true, verbose: true });
const validateManifest = ajv.compile<TenantManifest>(tenantSchema);

/** Edit distance (Levenshtein), case-insensitive: small manifests, short names, cheap enough. */
function distance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  let prev = Array.from({ length: t.length + 1 }, (_, i) => i);
  for (let i = 1; i <= s.length; i++) {
    const row = [i];
    for (let j = 1; j <= t.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (s[i - 1] === t[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[t.length] ?? 0;
}

/** The known name closest to a wrong one, when it is close enough to be a typo. */
export function closest(wrong: string, known: readonly string[]): string | null {
  let best: string | null = null;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const d = distance(wrong, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best !== null && bestDistance <= Math.max(2, Math.floor(wrong.length / 3)) ? best : null;
}

const didYouMean = (wrong: string, known: readonly string[]): string => {
  const guess = closest(wrong, known);
  return guess ? ` Did you mean "${guess}"?` : '';
};

const TYPE_WORDS: Record<string, string> = {
  string: 'text in quotes',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object { ... }',
  array: 'a list [ ... ]',
  null: 'null',
};

function typeWords(type: unknown): string {
  const types = Array.isArray(type) ? type : [type];
  return types.map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ');
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function describeError(error: ErrorObject): Omit<ManifestIssue, 'file'> {
  const pointer = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const parent = error.parentSchema as { properties?: Record<string, unknown> } | undefined;
      const known = Object.keys(parent?.properties ?? {});
      return {
        pointer: `${pointer}/${extra}`,
        expected: known.length ? `no property "${extra}" (allowed here: ${known.join(', ')})` : `no property "${extra}"`,
        hint: `"${extra}" is not a manifest setting.${didYouMean(extra, known)} Check the spelling against schemas/tenant.schema.json, or remove it.`,
      };
    }
    case 'required': {
      const missing = String(params.missingProperty);
      return {
        pointer: `${pointer}/${missing}`,
        expected: 'a value (required)',
        hint: `Add "${missing}" here, or in tenants/_base/manifest.json if every tenant shares it. Your editor shows what it means when the manifest carries "$schema".`,
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      // An enum under propertyNames is about a key (e.g. a queue code used as a key of queueTitles).
      const wrong = error.propertyName ?? String(error.data);
      return {
        pointer: error.propertyName !== undefined ? `${pointer}/${error.propertyName}` : pointer,
        expected: `one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`,
        hint: `"${wrong}" is not a code the portal knows.${didYouMean(wrong, allowed)} Codes are case-sensitive; use one of the listed values.`,
      };
    }
    case 'propertyNames':
      // ajv reports the inner (enum/pattern) error for the same key as well; that one says more.
      return {
        pointer: `${pointer}/${String(params.propertyName)}`,
        expected: 'a known key',
        hint: 'This key is not allowed here; see the description of this setting in schemas/tenant.schema.json.',
      };
    case 'type':
      return {
        pointer,
        expected: typeWords(params.type),
        hint: `Found ${show(error.data)}; write ${typeWords(params.type)} instead. Booleans and numbers have no quotes; text does.`,
      };
    case 'pattern':
      return {
        pointer,
        expected: patternWords(pointer) ?? `text matching ${String(params.pattern)}`,
        hint: `Found ${show(error.data)}. ${patternHint(pointer)}`,
      };
    case 'uniqueItems':
      return { pointer, expected: 'a list without repeats', hint: `Items ${String(params.j)} and ${String(params.i)} are the same; remove one.` };
    case 'minItems':
      return { pointer, expected: `at least ${String(params.limit)} item(s)`, hint: 'This list must not be empty.' };
    case 'minLength':
      return { pointer, expected: 'non-empty text', hint: 'Write the text, or remove the setting to use the base value.' };
    case 'minimum':
    case 'maximum':
      return {
        pointer,
        expected: `a number ${String(params.comparison)} ${String(params.limit)}`,
        hint: `Found ${show(error.data)}; see the description of this setting in schemas/tenant.schema.json for the allowed range.`,
      };
    default:
      return { pointer, expected: error.message ?? error.keyword, hint: 'See the description of this setting in schemas/tenant.schema.json.' };
  }
}

/** The expected form in words, where the pattern has a common meaning. */
function patternWords(pointer: string): string | null {
  if (pointer.endsWith('/code')) return 'a tenant code (upper-case letters, digits, hyphens)';
  if (/\/(primary|secondary|background|loginBackground)$/.test(pointer)) return 'a colour written #rrggbb';
  if (/\/(logo|loginLogo)$/.test(pointer)) return 'an image path assets/<name>.svg|png|jpg|jpeg|webp';
  if (pointer.endsWith('/emblem')) return 'an image path assets/<name>.png|jpg|jpeg';
  return null;
}

function patternHint(pointer: string): string {
  if (pointer.endsWith('/code')) return 'The code is 2 to 20 upper-case letters, digits and hyphens, starting with a letter, e.g. DEV-MIX.';
  if (/\/(primary|secondary|background|loginBackground)$/.test(pointer))
    return 'Colours are written # and six hexadecimal digits (#rrggbb), e.g. #1f4e8c; names like "blue" and short forms like #fff are not accepted.';
  if (/\/(logo|loginLogo)$/.test(pointer)) return 'Logos live in the tenant folder: assets/<name>.svg (or .png, .jpg, .jpeg, .webp).';
  // The letter PDF can embed only PNG and JPEG images.
  if (pointer.endsWith('/emblem'))
    return 'The emblem lives in the tenant folder as a PNG or JPEG (letters are PDF, which embeds only these): assets/<name>.png.';
  if (pointer.endsWith('/chatUrl')) return 'The chat address must start with https://.';
  if (pointer.endsWith('/url')) return 'The address must start with http://, https://, ws:// or wss://; use null for the portal itself.';
  if (/Key$/.test(pointer)) return 'A translation key is letters, digits, dots and underscores, e.g. header.documentFlow.';
  if (/\/version$/.test(pointer)) return 'Versions are three numbers with dots, e.g. 1.2.7.';
  if (/\/(default|available\/\d+|fallback|forceLanguage)$/.test(pointer))
    return 'A language is two lower-case letters (th, en), optionally followed by a variant name starting upper-case (thOnlb).';
  return 'The value does not have the expected form; see the description of this setting in schemas/tenant.schema.json.';
}

/** Validates a merged manifest; returns the issues (empty when valid). */
export function validateTenantManifest(manifest: unknown): Omit<ManifestIssue, 'file'>[] {
  if (validateManifest(manifest)) return [];
  const errors = validateManifest.errors ?? [];
  // Drop the generic propertyNames error when the specific one for the same key is reported too.
  const keyed = new Set(errors.filter((e) => e.propertyName !== undefined).map((e) => `${e.instancePath}/${String(e.propertyName)}`));
  return errors
    .filter((e) => !(e.keyword === 'propertyNames' && keyed.has(`${e.instancePath}/${String((e.params as { propertyName?: unknown }).propertyName)}`)))
    .map(describeError);
}

export function formatIssue(issue: ManifestIssue): string {
  return `${issue.file}: ${issue.pointer || '/'}: expected ${issue.expected}. Hint: ${issue.hint}`;
}
