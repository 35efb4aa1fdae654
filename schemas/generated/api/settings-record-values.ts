/* Generated from schemas/api/settings-record-values.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * One record of a settings page as the server sends it: the key column and the declared fields, by column name (the page's declaration says which). In list and read replies, each reference field (a field whose declaration has a reference) is followed by <field>__label: the referenced row's label, or null when the field is empty.
 */
export interface SettingsRecordValues {
  [k: string]: string | number | boolean | null;
}
