/* Generated from schemas/api/settings-scope.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

import type { SettingsRecordId } from './settings-record-id';

/**
 * The parent record's key, for a page nested under another page's record (its declaration's scope): required there, refused elsewhere.
 */
export type SettingsScope = SettingsRecordId;
