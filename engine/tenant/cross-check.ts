/**
 * Checks a schema cannot express: references between a manifest and the rest of the project.
 * Each returns issues in the same { pointer, expected, hint } form as schema validation.
 */
import type { TenantManifest } from '../../schemas/generated/tenant';
import todoRowSchema from '../../schemas/api/todo-row.schema.json' with { type: 'json' };
import { SERVER_SORT_FIELDS } from '../portal/queue-columns';
import { closest, type ManifestIssue } from './validate';

type Issue = Omit<ManifestIssue, 'file'>;

/** Columns may show any todo-row field (schemas/api/todo-row.schema.json) or the VIEW button. */
export const COLUMN_FIELDS: readonly string[] = [...Object.keys(todoRowSchema.properties), 'VIEW'];

type ManifestColumn = TenantManifest['dashboard']['columns']['default'][number];

/** Every column list of the manifest with the pointer of the list. */
function columnLists(manifest: TenantManifest): [string, ManifestColumn[]][] {
  return [
    ['/dashboard/columns/default', manifest.dashboard.columns.default],
    ...Object.entries(manifest.dashboard.columns.byQueue).map(([queue, cols]): [string, ManifestColumn[]] => [`/dashboard/columns/byQueue/${queue}`, cols]),
  ];
}

export function checkColumns(manifest: TenantManifest): Issue[] {
  const issues: Issue[] = [];
  for (const [base, columns] of columnLists(manifest)) {
    columns.forEach((column, index) => {
      if (!COLUMN_FIELDS.includes(column.field)) {
        issues.push({
          pointer: `${base}/${index}/field`,
          expected: 'a field of the todo row or VIEW',
          hint: `"${column.field}" is no field of a queue row, so the column would stay empty.${suggest(column.field, COLUMN_FIELDS)} Known fields (schemas/api/todo-row.schema.json): ${COLUMN_FIELDS.join(', ')}.`,
        });
      }
    });
  }
  return issues;
}

/**
 * A column's table settings: sorting only where the server can order by the field, fixed columns
 * at the edges (left ones first, right ones last, so nothing scrolls under them), and group and
 * explanation keys that resolve in every language the tenant offers.
 */
export function checkColumnSettings(manifest: TenantManifest, keysOf: (lang: string) => Set<string>): Issue[] {
  const issues: Issue[] = [];
  const resolves = (key: string) => manifest.language.available.every((lang) => keysOf(lang).has(key) || keysOf(lang.slice(0, 2)).has(key));
  for (const [base, columns] of columnLists(manifest)) {
    const lastLeft = columns.reduce((at, column, index) => (column.fixed === 'left' ? index : at), -1);
    const firstRight = columns.findIndex((column) => column.fixed === 'right');
    columns.forEach((column, index) => {
      const at = `${base}/${index}`;
      if (column.sortable === true && !SERVER_SORT_FIELDS.includes(column.field)) {
        issues.push({
          pointer: `${at}/sortable`,
          expected: `false or absent: the server orders queues only by ${SERVER_SORT_FIELDS.join(', ')}`,
          hint: `A sort on "${column.field}" would silently sort by send time. Remove "sortable", or show a field the server sorts by.`,
        });
      }
      if ((column.fixed !== 'left' && index < lastLeft) || (column.fixed !== 'right' && firstRight !== -1 && index > firstRight)) {
        issues.push({
          pointer: `${at}/fixed`,
          expected: 'left-fixed columns first and right-fixed columns last',
          hint: 'A column between a fixed column and its edge would scroll under it. Move the fixed columns to the edge they keep, or fix this one as well.',
        });
      }
      for (const name of ['groupKey', 'explainKey'] as const) {
        const key = column[name];
        if (key !== undefined && !resolves(key)) {
          issues.push({
            pointer: `${at}/${name}`,
            expected: `a key present in every language the tenant offers (${manifest.language.available.join(', ')})`,
            hint: `The table would show the raw key "${key}". Define it in tenants/${manifest.code.toLowerCase()}/locales/<lang>.json for each language, or use a key of engine/i18n/locales.`,
          });
        }
      }
    });
  }
  return issues;
}

function suggest(wrong: string, known: readonly string[]): string {
  const guess = closest(wrong, known);
  return guess ? ` Did you mean "${guess}"?` : '';
}

/** Queues named in per-queue settings must be queues the tenant actually shows. */
export function checkQueueReferences(manifest: TenantManifest): Issue[] {
  const shown = new Set<string>(manifest.dashboard.queues);
  // Lists point at the item (…/0), maps at the key (…/jobCommand), so the pointer finds the line.
  const refs: [string, string, string[], boolean][] = [
    ['/dashboard/organizationFilterQueues', 'an organisation filter', manifest.dashboard.organizationFilterQueues, true],
    ['/dashboard/senderIconQueues', 'sender icons', manifest.dashboard.senderIconQueues, true],
    ['/dashboard/queueTitles', 'a title', Object.keys(manifest.dashboard.queueTitles), false],
    ['/dashboard/columns/byQueue', 'columns', Object.keys(manifest.dashboard.columns.byQueue), false],
  ];
  const issues: Issue[] = [];
  for (const [pointer, what, queues, isList] of refs) {
    queues.forEach((queue, index) => {
      if (!shown.has(queue)) {
        issues.push({
          pointer: `${pointer}/${isList ? index : queue}`,
          expected: `a queue listed in /dashboard/queues (${[...shown].join(', ')})`,
          hint: `"${queue}" is given ${what} here but the dashboard does not show it, so the setting would do nothing. Add "${queue}" to dashboard.queues, or remove it here.`,
        });
      }
    });
  }
  return issues;
}

export function checkLanguages(manifest: TenantManifest, knownLanguages: readonly string[]): Issue[] {
  const { language, login } = manifest;
  const issues: Issue[] = [];
  if (!language.available.includes(language.default)) {
    issues.push({
      pointer: '/language/default',
      expected: `one of /language/available (${language.available.join(', ')})`,
      hint: `The default language must be offered in the language list: add "${language.default}" to language.available, or choose one of them as the default.`,
    });
  }
  const check = (pointer: string, code: string): void => {
    const base = code.slice(0, 2);
    if (!knownLanguages.includes(code) && !knownLanguages.includes(base)) {
      issues.push({
        pointer,
        expected: `a language with locale files (${knownLanguages.join(', ')}), or a variant of one`,
        hint: `Add engine/i18n/locales/${base}.json or pick a known language.`,
      });
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
    .map((lang) => ({
      pointer: '/branding/headerTitleKey',
      expected: `a key present in the ${lang} locale`,
      hint: `The header would show the raw key "${key}". Define it in tenants/${manifest.code.toLowerCase()}/locales/${lang}.json (and the same key in the other languages), or use the standard key header.documentFlow.`,
    }));
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
export function checkLocaleKeys(locales: Record<string, unknown>, fileOf: (lang: string, key?: string) => string): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  const full = Object.keys(locales).filter((l) => /^[a-z]{2}$/.test(l));
  const keysOf = new Map(Object.entries(locales).map(([lang, tree]) => [lang, new Set(localeKeys(tree))]));
  for (const a of full) {
    for (const b of full) {
      if (a === b) continue;
      for (const key of keysOf.get(a) ?? []) {
        if (!keysOf.get(b)?.has(key)) {
          const file = fileOf(b, key);
          issues.push({
            file,
            pointer: `/${key.replaceAll('.', '/')}`,
            expected: `the key "${key}" (present in ${a})`,
            hint: `Add "${key}" with its ${b} translation to ${file}, so ${b} users do not see the raw key.`,
          });
        }
      }
    }
  }
  for (const variant of Object.keys(locales).filter((l) => !/^[a-z]{2}$/.test(l))) {
    const base = keysOf.get(variant.slice(0, 2));
    for (const key of keysOf.get(variant) ?? []) {
      if (base && !base.has(key)) {
        issues.push({
          file: fileOf(variant, key),
          pointer: `/${key.replaceAll('.', '/')}`,
          expected: `a key that exists in ${variant.slice(0, 2)}`,
          hint: `"${key}" overrides nothing, because ${variant.slice(0, 2)} has no such key; check the spelling against engine/i18n/locales/${variant.slice(0, 2)}.json and the tenant's own locales/${variant.slice(0, 2)}.json.`,
        });
      }
    }
  }
  return issues;
}
