/* Generated from schemas/settings/settings-page.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * A lower-case SQL identifier (table or column).
 */
export type SqlName = string;
export type I18NKey = string;
export type PermissionKey = string;

/**
 * One settings page, declared as data (engine/settings/pages/<page>.json). The server derives the page's list, read, create, update and delete calls from it; the client derives the page's grid and form. Field names are column names of record.table: only declared fields are ever read or written.
 */
export interface SettingsPage {
  /**
   * The route segment below /settings/{menuID}/ (e.g. role-type); unique among pages.
   */
  page: string;
  /**
   * The side-navigation heading the page is listed under.
   */
  group: 'organisation' | 'people' | 'permissions' | 'audit' | 'system';
  /**
   * i18n key of the page title.
   */
  titleKey: string;
  record: SettingsRecord;
  /**
   * The list grid's columns, in order (at least one).
   */
  columns: SettingsColumn[];
  /**
   * Text fields the list's search box matches (case-insensitive substring).
   */
  search: SqlName[];
  form: SettingsForm;
  permission: SettingsPermission;
  /**
   * What deleting a record means.
   */
  delete: SettingsDeleteRefuseInUse | SettingsDeleteDeactivate;
}
/**
 * The records the page manages: one SQL table.
 */
export interface SettingsRecord {
  /**
   * The SQL table.
   */
  table: string;
  /**
   * The primary-key column (one column).
   */
  key: string;
  /**
   * true: the server picks the key of a new record (the next integer after the largest, inside the insert's transaction); false: the key is a declared field the person types.
   */
  keyGenerated: boolean;
  schema: SettingsRecordSchema;
}
/**
 * JSON Schema (draft-07) of the editable fields of a record. The server validates every create and update with it (unknown fields refused); the client builds the form from it.
 */
export interface SettingsRecordSchema {
  type: 'object';
  additionalProperties: false;
  required?: SqlName[];
  properties: {
    [k: string]: SettingsField;
  };
}
/**
 * One editable field: its JSON Schema type and limits; title is the i18n key of its label.
 */
export interface SettingsField {
  /**
   * string, integer or boolean; [type, "null"] when the field may be empty (the column is nullable).
   */
  type:
    | ('string' | 'integer' | 'boolean')
    | ['string' | 'integer' | 'boolean' | 'null', 'string' | 'integer' | 'boolean' | 'null'];
  title: I18NKey;
  enum?: (string | number | null)[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean | null;
}
export interface SettingsColumn {
  /**
   * A lower-case SQL identifier (table or column).
   */
  field: string;
  /**
   * i18n key of the column header.
   */
  titleKey: string;
  /**
   * Width in pixels; the column flexes without it.
   */
  width?: number;
}
/**
 * Layout hints of the record form.
 */
export interface SettingsForm {
  /**
   * Fields in form order.
   */
  order: SqlName[];
  /**
   * Fields taking the full row.
   */
  wide?: SqlName[];
}
/**
 * Permission keys (permission_group_settings.permission) that let a person read or write the page; normally the page id. Writing implies reading.
 */
export interface SettingsPermission {
  read: PermissionKey;
  write: PermissionKey;
}
/**
 * The row is deleted, unless a row of another table still refers to it: then 409 with that reference's message.
 */
export interface SettingsDeleteRefuseInUse {
  mode: 'refuse-in-use';
  inUse: SettingsInUse[];
}
export interface SettingsInUse {
  table: SqlName;
  /**
   * A lower-case SQL identifier (table or column).
   */
  column: string;
  /**
   * Thai message for the person when the record is in use.
   */
  message: string;
}
/**
 * The row stays; its boolean field is set to false.
 */
export interface SettingsDeleteDeactivate {
  mode: 'deactivate';
  /**
   * A lower-case SQL identifier (table or column).
   */
  field: string;
}
