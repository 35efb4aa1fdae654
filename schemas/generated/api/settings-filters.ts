/* Generated from schemas/api/settings-filters.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * Values of a settings page's declared filters (its declaration's filters), by name; a date range takes <name>From and <name>To (YYYY-MM-DD). The server checks each against the declaration (400 naming filters.<name>). The integer form comes first: the server's request check coerces, and an id must stay a number.
 */
export interface SettingsFilterValues {
  [k: string]: number | string;
}
