/**
 * A page's declared filters (its declaration's `filters`): the values a list or export call
 * sends in `filters`, checked against the declaration, and the SQL condition they put on the
 * rows. Names and columns come only from the declaration; every value is a parameter.
 *
 * - equals: the field holds the value (of the field's type; one of `choices` when declared).
 * - family: the field holds the value or starts with it and a dot, so `settings` finds every
 *   settings.<page>.<verb> row and `settings.role-type` that page's.
 * - date-range: <name>From and <name>To are days (YYYY-MM-DD), either may be left out; a
 *   date-time field falls within them in Thailand's time (the days people mean), the To day whole.
 */
import { sql, type RawBuilder } from 'kysely';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import { isIsoDate } from '../../../engine/settings/field-formats';
import type { SettingsPage } from '../../../engine/settings/settings-pages';
import type { SettingsFilter } from '../../../schemas/generated/settings/settings-page';
import { ApiError } from '../../http/errors';
import { displayField } from '../../http/invalid-input';

/** One filter the call gave, checked. */
export type CheckedFilter =
  | { filter: SettingsFilter; kind: 'equals' | 'family'; value: string | number }
  | { filter: SettingsFilter; kind: 'date-range'; from: string | null; to: string | null };

export const FILTER_MSG = {
  unknown: (name: string) => `หน้านี้ไม่มีตัวกรอง ${name}`,
  invalid: (label: string) => `ค่าของตัวกรอง${label}ไม่ถูกต้อง`,
  // The form's own words when a choice is not one of its options.
  choice: (label: string) => thaiText('settings.form.error.choice', { field: label }),
  date: (label: string) => `${label}ไม่ถูกต้อง กรุณาระบุวันที่ที่มีอยู่จริง (ปี ค.ศ.-เดือน-วัน)`,
  range: (label: string) => `${label}: วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด`,
} as const;

/** Text longer than this is no value of any declared field people filter by. */
const MAX_TEXT = 100;
/** Days in Thailand's time: Thailand keeps one offset all year. */
const BANGKOK = 'Asia/Bangkok';

function textAt(tree: unknown, key: string): string | null {
  const found = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
  return typeof found === 'string' ? found : null;
}

const refuse = (name: string, message: string) => new ApiError(400, message, { fields: [`filters.${displayField(name)}`] });

function fieldTypes(page: SettingsPage, field: string): readonly string[] {
  const type = page.record.schema.properties[field]?.type;
  return Array.isArray(type) ? type : type ? [type] : [];
}

/**
 * The call's filters, checked against the page's declaration: 400 naming `filters.<name>` for
 * a name the page does not declare or a value its filter cannot take (`locale`: the Thai texts,
 * for the filter's label). An empty value is no filter.
 */
export function checkedFilters(page: SettingsPage, given: Record<string, unknown> | undefined, locale: unknown): CheckedFilter[] {
  if (!given) return [];
  const declared = page.filters ?? [];
  const checked: CheckedFilter[] = [];
  const ranges = new Map<SettingsFilter, { from: string | null; to: string | null }>();
  for (const [name, value] of Object.entries(given)) {
    const rangeOf = declared.find((filter) => filter.kind === 'date-range' && (name === `${filter.name}From` || name === `${filter.name}To`));
    const filter = rangeOf ?? declared.find((candidate) => candidate.kind !== 'date-range' && candidate.name === name);
    if (!filter) throw refuse(name, FILTER_MSG.unknown(displayField(name)));
    if (value === '' || value === null || value === undefined) continue;
    const label = textAt(locale, filter.titleKey) ?? filter.name;
    if (filter.kind === 'date-range') {
      if (typeof value !== 'string' || !isIsoDate(value)) throw refuse(name, FILTER_MSG.date(label));
      const range = ranges.get(filter) ?? { from: null, to: null };
      range[name.endsWith('From') ? 'from' : 'to'] = value;
      ranges.set(filter, range);
      continue;
    }
    const integer = fieldTypes(page, filter.field).includes('integer');
    // A text that looks like a number may reach here as one (the request check coerces): it is still the text.
    const text = typeof value === 'number' ? String(value) : value;
    if (integer ? !(typeof value === 'number' && Number.isSafeInteger(value)) : !(typeof text === 'string' && text.length <= MAX_TEXT))
      throw refuse(name, FILTER_MSG.invalid(label));
    if (filter.choices && !filter.choices.includes(String(text))) throw refuse(name, FILTER_MSG.choice(label));
    checked.push({ filter, kind: filter.kind, value: integer ? (value as number) : String(text) });
  }
  for (const [filter, range] of ranges) {
    if (range.from && range.to && range.from > range.to) throw refuse(`${filter.name}From`, FILTER_MSG.range(textAt(locale, filter.titleKey) ?? filter.name));
    checked.push({ filter, kind: 'date-range', ...range });
  }
  return checked;
}

/** A value the column holds or one it starts with and a dot (a family of dotted names). */
export function familyCondition(column: RawBuilder<unknown>, value: string): RawBuilder<unknown> {
  return sql`(${column} = ${value} OR left(${column}, ${value.length + 1}) = ${`${value}.`})`;
}

/** The rows the checked filters keep (`alias`: the record's alias in the query); TRUE when none. */
export function filterCondition(page: SettingsPage, filters: readonly CheckedFilter[], alias: string): RawBuilder<unknown> {
  const conditions = filters.flatMap((checked): RawBuilder<unknown>[] => {
    const column = sql.ref(`${alias}.${checked.filter.field}`);
    if (checked.kind !== 'date-range') return [checked.kind === 'equals' ? sql`${column} = ${checked.value}` : familyCondition(column, String(checked.value))];
    const dated = page.record.schema.properties[checked.filter.field]?.format === 'date';
    const parts: RawBuilder<unknown>[] = [];
    // A date column compares days; an instant compares with the day's start in Thailand (the To day up to the next day's start).
    if (checked.from)
      parts.push(dated ? sql`${column} >= ${checked.from}::date` : sql`${column} >= (${checked.from}::date::timestamp AT TIME ZONE ${BANGKOK})`);
    if (checked.to) parts.push(dated ? sql`${column} <= ${checked.to}::date` : sql`${column} < ((${checked.to}::date + 1)::timestamp AT TIME ZONE ${BANGKOK})`);
    return parts;
  });
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`;
}
