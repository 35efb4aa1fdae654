/**
 * Checks a schema cannot express: references between a manifest and the rest of the project.
 * Each returns issues in the same { pointer, expected, hint } form as schema validation.
 */
import type { TenantManifest } from '../../schemas/generated/tenant';
import todoRowSchema from '../../schemas/api/todo-row.schema.json' with { type: 'json' };
import type { ManifestIssue } from './validate';

type Issue = Omit<ManifestIssue, 'file'>;

/** Columns may show any todo-row field (schemas/api/todo-row.schema.json) or the VIEW button. */
export const COLUMN_FIELDS: readonly string[] = [...Object.keys(todoRowSchema.properties), 'VIEW'];

export function checkColumns(manifest: TenantManifest): Issue[] {
  const issues: Issue[] = [];
  const lists: [string, { field: string }[]][] = [
    ['/dashboard/columns/default', manifest.dashboard.columns.default],
    ...Object.entries(manifest.dashboard.columns.byQueue).map(([queue, cols]): [string, { field: string }[]] => [`/dashboard/columns/byQueue/${queue}`, cols]),
  ];
  for (const [base, columns] of lists) {
    columns.forEach((column, index) => {
      if (!COLUMN_FIELDS.includes(column.field)) {
        issues.push({
          pointer: `${base}/${index}/field`,
          expected: 'a field of the todo row or VIEW',
          hint: `"${column.field}" is no field of a queue row. Known fields: ${COLUMN_FIELDS.join(', ')}.`,
        });
      }
    });
  }
  return issues;
}

/** Queues named in per-queue settings must be queues the tenant actually shows. */
export function checkQueueReferences(manifest: TenantManifest): Issue[] {
  const shown = new Set<string>(manifest.dashboard.queues);
  const refs: [string, string[]][] = [
    ['/dashboard/organizationFilterQueues', manifest.dashboard.organizationFilterQueues],
    ['/dashboard/senderIconQueues', manifest.dashboard.senderIconQueues],
    ['/dashboard/queueTitles', Object.keys(manifest.dashboard.queueTitles)],
    ['/dashboard/columns/byQueue', Object.keys(manifest.dashboard.columns.byQueue)],
  ];
  const issues: Issue[] = [];
  for (const [pointer, queues] of refs) {
    for (const queue of queues) {
      if (!shown.has(queue)) {
        issues.push({ pointer, expected: `only queues listed in /dashboard/queues`, hint: `"${queue}" is configured here but not shown; add it to dashboard.queues or remove this setting.` });
      }
    }
  }
  return issues;
}

export function checkLanguages(manifest: TenantManifest, knownLanguages: readonly string[]): Issue[] {
  const { language, login } = manifest;
  const issues: Issue[] = [];
  if (!language.available.includes(language.default)) {
    issues.push({ pointer: '/language/default', expected: `one of /language/available (${language.available.join(', ')})`, hint: 'The default language must be offered in the language list.' });
  }
  const check = (pointer: string, code: string): void => {
    const base = code.slice(0, 2);
    if (!knownLanguages.includes(code) && !knownLanguages.includes(base)) {
      issues.push({ pointer, expected: `a language with locale files (${knownLanguages.join(', ')}), or a variant of one`, hint: `Add engine/i18n/locales/${base}.json or pick a known language.` });
    }
  };
  language.available.forEach((code, i) => check(`/language/available/${i}`, code));
  check('/language/fallback', language.fallback);
  check('/login/forceLanguage', login.forceLanguage);
  return issues;
}

/** The header title key must resolve in every language the tenant offers (via its base language). */
export function checkHeaderTitle(manifest: TenantManifest, keysOf: (lang: string) => Set<string>): Issue[] {
  const key = manifest.branding.headerTitleKey;
  return manifest.language.available
    .filter((lang) => !keysOf(lang).has(key) && !keysOf(lang.slice(0, 2)).has(key))
    .map((lang) => ({ pointer: '/branding/headerTitleKey', expected: `a key present in the ${lang} locale`, hint: `Define "${key}" in tenants/<tenant>/locales/${lang.slice(0, 2)}.json (and the other languages).` }));
}

/** Flattens nested locale objects to dotted keys: { a: { b: 'x' } } -> ['a.b']. */
export function localeKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => localeKeys(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * Every key of a full language (th, en) must exist in the other full languages, so a
 * switch of language never shows a raw key. Variants (thOnlb) are overrides and may be partial,
 * but may not invent keys their base language lacks.
 */
export function checkLocaleKeys(locales: Record<string, unknown>, fileOf: (lang: string) => string): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  const full = Object.keys(locales).filter((l) => /^[a-z]{2}$/.test(l));
  const keysOf = new Map(Object.entries(locales).map(([lang, tree]) => [lang, new Set(localeKeys(tree))]));
  for (const a of full) {
    for (const b of full) {
      if (a === b) continue;
      for (const key of keysOf.get(a) ?? []) {
        if (!keysOf.get(b)?.has(key)) {
          issues.push({ file: fileOf(b), pointer: `/${key.replaceAll('.', '/')}`, expected: `the key "${key}" (present in ${a})`, hint: `Add "${key}" to ${fileOf(b)} so ${b} users do not see a raw key.` });
        }
      }
    }
  }
  for (const variant of Object.keys(locales).filter((l) => !/^[a-z]{2}$/.test(l))) {
    const base = keysOf.get(variant.slice(0, 2));
    for (const key of keysOf.get(variant) ?? []) {
      if (base && !base.has(key)) {
        issues.push({ file: fileOf(variant), pointer: `/${key.replaceAll('.', '/')}`, expected: `a key that exists in ${variant.slice(0, 2)}`, hint: `"${key}" overrides nothing; check the spelling against engine/i18n/locales/${variant.slice(0, 2)}.json.` });
      }
    }
  }
  return issues;
}
