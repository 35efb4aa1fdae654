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
   * The page offers importing this kind of file (CSV or XLSX, checked by a dry run first; the settingsImport call) to a person who may write it. The import itself is the administrator's only (the server answers 403 to anyone else).
   */
  import?: 'departments' | 'people';
  /**
   * The writes the page offers (default all three). A write not listed is refused (403) whoever asks, and the client shows no button for it.
   *
   * @minItems 1
   */
  operations?: ['create' | 'update' | 'delete', ...('create' | 'update' | 'delete')[]];
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
  /**
   * With keyGenerated: where generated keys start. organisation-root: the next key is one more than the largest at or above the organisation's root department id (the tenant manifest's organization.departmentId), so new ids stay in the organisation's range.
   */
  keyBase?: 'organisation-root';
  tree?: SettingsTree;
  /**
   * A server-side effect (server/modules/settings/settings-effects.ts) run inside the write's transaction whenever a record is updated or deactivated, for what a plain UPDATE cannot do (person-active: disabling a person ends their sessions and sockets, and an administrator may not disable themselves).
   */
  onChange?: 'person-active';
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
  /**
   * Shown but never written on this page: the server refuses a record that carries it (400), the form shows it disabled.
   */
  readOnly?: boolean;
  reference?: SettingsReference;
}
/**
 * The value is the key of a row of another table (or this one), chosen and shown by that row's label. The server checks the row exists (400 naming the field), the list and read replies carry the label as <field>__label, and settingsOptions offers the rows to choose from.
 */
export interface SettingsReference {
  table: SqlName;
  key: SqlName;
  /**
   * A lower-case SQL identifier (table or column).
   */
  label: string;
  /**
   * A lower-case SQL identifier (table or column).
   */
  activeField?: string;
}
/**
 * The records form one tree through parentField (a declared reference to this same table). The engine refuses a parent that would put a record under itself or its own descendant (409), a second root (a new record without a parent), moving the root under another record, and deleting the root.
 */
export interface SettingsTree {
  parentField: SqlName;
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
