/**
 * Copies of a referenced row's label (a reference's copyLabelTo): a column of the record's own
 * table that holds the chosen row's name for readers that show it without the reference (a
 * person's position_name, shown in the header and on letters, follows their position_id). The
 * engine keeps every copy equal to its source inside the write's transaction: when the
 * reference is written, and when the referenced row's label changes on its own page.
 */
import { sql, type Transaction } from 'kysely';
import { SETTINGS_PAGES, type SettingsPage } from '../../../engine/settings/settings-pages';
import type { Database } from '../../db/schema';
import type { RecordKey } from './settings-engine';
import type { RecordValues } from './settings-record';

interface LabelCopy {
  /** The table holding the reference and its copy. */
  table: string;
  field: string;
  copy: string;
  /** Where the reference points. */
  source: { table: string; key: string; label: string };
}

function copiesOf(page: SettingsPage): LabelCopy[] {
  return Object.entries(page.record.schema.properties).flatMap(([field, property]) => {
    const ref = property.reference;
    return ref?.copyLabelTo ? [{ table: page.record.table, field, copy: ref.copyLabelTo, source: { table: ref.table, key: ref.key, label: ref.label } }] : [];
  });
}

const copyValue = (copy: LabelCopy, holder: string) =>
  sql`(SELECT ${sql.ref(`s.${copy.source.label}`)}::text FROM ${sql.table(copy.source.table)} AS s WHERE ${sql.ref(`s.${copy.source.key}`)} = ${sql.ref(`${holder}.${copy.field}`)})`;

/** After a create or update of the record: each written reference's copy becomes its row's label (null when none is chosen). */
export async function writeLabelCopies(trx: Transaction<Database>, page: SettingsPage, id: RecordKey, values: RecordValues): Promise<void> {
  for (const copy of copiesOf(page).filter((each) => Object.hasOwn(values, each.field))) {
    await sql`UPDATE ${sql.table(copy.table)} AS h SET ${sql.ref(copy.copy)} = ${copyValue(copy, 'h')}
      WHERE ${sql.ref(`h.${page.record.key}`)} = ${id}`.execute(trx);
  }
}

/** After an update of a row others may copy the label of: every copy of it, on any declared page, follows. */
export async function refreshLabelCopies(trx: Transaction<Database>, page: SettingsPage, id: RecordKey, values: RecordValues): Promise<void> {
  const seen = new Set<string>();
  for (const copy of SETTINGS_PAGES.flatMap(copiesOf)) {
    const { source } = copy;
    if (source.table !== page.record.table || source.key !== page.record.key || !Object.hasOwn(values, source.label)) continue;
    const once = `${copy.table}.${copy.field}.${copy.copy}`;
    if (seen.has(once)) continue;
    seen.add(once);
    await sql`UPDATE ${sql.table(copy.table)} AS h SET ${sql.ref(copy.copy)} = ${copyValue(copy, 'h')}
      WHERE ${sql.ref(`h.${copy.field}`)} = ${id}`.execute(trx);
  }
}
