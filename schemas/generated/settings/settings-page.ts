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
  group:
    | 'organisation'
    | 'people'
    | 'vocabulary'
    | 'registers'
    | 'notifications'
    | 'manuals'
    | 'permissions'
    | 'audit'
    | 'system';
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
  scope?: SettingsScope;
  /**
   * The page offers importing this kind of file (CSV or XLSX, checked by a dry run first; the settingsImport call) to a person who may write it. The import itself is the administrator's only (the server answers 403 to anyone else).
   */
  import?: 'departments' | 'people';
  /**
   * Filters shown above the grid and sent with the list and export calls (the call field `filters`, an object of values by name, each checked: a malformed one answers 400 naming it). Every filter narrows the rows; the values are SQL parameters.
   *
   * @minItems 1
   */
  filters?: SettingsFilter[];
  order?: SettingsOrder;
  /**
   * The page offers its rows as a CSV file (the settingsExport call, read permission): every row the list's search and filters match, the declared columns with their Thai headers.
   */
  export?: boolean;
  /**
   * Each record still waiting (its status field pending) is decided from the grid by a person who may write the page, through a call of its own rather than the engine's writes (account-request: approve, which creates the person and mails them a link to set a password, or refuse with a reason mailed to the visitor; the accountRequestDecide call, widgets/settings/AccountRequestDialog.tsx). A decided record cannot be decided again.
   */
  decision?: 'account-request';
  /**
   * The writes the page offers (default all three; [] for a page that only shows, such as an audit log). A write not listed is refused (403) whoever asks, and the client shows no button for it.
   */
  operations?: ('create' | 'update' | 'delete')[];
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
   * With keyGenerated: where generated keys start. organisation-root: the next key is one more than the largest at or above the organisation's root department id (the tenant manifest's organization.departmentId), so new ids stay in the organisation's range. identity: the key column is an identity column and the database gives the key (for tables others also insert into).
   */
  keyBase?: 'organisation-root' | 'identity';
  /**
   * Conditions every record of the page meets: the page lists, reads, changes and deletes only such rows (another row is not found, 404), and a create makes one.
   *
   * @minItems 1
   */
  fixed?: (SettingsFixedValue | SettingsFixedFamily | SettingsFixedReferenced)[];
  /**
   * Thai message of the 409 when a create or update would repeat a unique value (default: a general duplicate message).
   */
  duplicateMessage?: string;
  uniqueMessages?: SettingsUniqueMessages;
  checkMessages?: SettingsCheckMessages;
  secret?: SettingsSecret;
  tree?: SettingsTree;
  /**
   * Each record may carry one uploaded file (manual: a PDF or an mp4/webm video, by the record's media field; server/modules/settings/manual-files.ts). The grid offers uploading it to a person who may write the page; the file is stored by its SHA-256 under DATA_DIR and its name shown in the read-only field file_name.
   */
  file?: 'manual';
  /**
   * A server-side effect (server/modules/settings/settings-effects.ts) run inside the write's transaction whenever a record is updated, deactivated or deleted, for what a plain UPDATE cannot do (person-active: disabling a person ends their sessions and sockets, and an administrator may not disable themselves; keep-an-administrator: a change that would leave the organisation no active person holding an admin role is refused).
   */
  onChange?: 'person-active' | 'keep-an-administrator';
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
  type: ('string' | 'integer' | 'boolean') | ('string' | 'integer' | 'boolean' | 'null')[];
  title: I18NKey;
  enum?: (string | number | null)[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  default?: string | number | boolean | null;
  /**
   * The field's choices come from the declarations rather than a written enum: settings-permissions is every permission key a top page declares, shown by that page's title. The engine fills the field's enum when the declarations load, so the server checks it like any enum.
   */
  enumOf?: 'settings-permissions';
  /**
   * A text rule both the form and the server apply (engine/settings/field-formats.ts): thai-id-card is 13 digits with a valid check digit; date is YYYY-MM-DD (a date column: the form shows a date input, replies carry the date as YYYY-MM-DD); date-time is a timestamptz column that replies carry as an ISO instant and the grid shows as a Thai date and time; json is a jsonb column that replies carry as its JSON text (both only on read-only fields); email is an e-mail address; web-address is an http or https address (never javascript: or data:); color is a colour #rrggbb (the form shows a colour picker).
   */
  format?: 'thai-id-card' | 'date' | 'date-time' | 'json' | 'email' | 'web-address' | 'color';
  /**
   * Written, never shown or returned: the record's secret (record.secret names it); the form shows a password input, empty on edit.
   */
  writeOnly?: boolean;
  /**
   * How the grid and the export show the value: audit-action reads an audit row's action by its Thai label (engine/settings/audit-actions.ts), the value itself when it has none.
   */
  display?: 'audit-action';
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
  /**
   * A lower-case SQL identifier (table or column).
   */
  copyLabelTo?: string;
}
/**
 * The column holds this value (null: is empty); a create writes it. The column is not a declared field.
 */
export interface SettingsFixedValue {
  column: SqlName;
  equals: string | number | boolean | null;
}
/**
 * The column holds one of these values or starts with one of them and a dot (settings matches settings.role-type.update): one log table shown as several pages, each of its own kinds of rows. A page with it creates nothing.
 */
export interface SettingsFixedFamily {
  column: SqlName;
  /**
   * @minItems 1
   */
  family: string[];
}
/**
 * The declared reference field names a row whose where.column holds where.equals (e.g. a role of type admin): the options call offers only such rows and a create or update naming another is refused (400 naming the field).
 */
export interface SettingsFixedReferenced {
  field: SqlName;
  where: SettingsFixedWhere;
}
export interface SettingsFixedWhere {
  column: SqlName;
  equals: string | number | boolean;
}
/**
 * Thai message of the 409 by the unique constraint or index a create or update would break (its name, e.g. people_id_card_key), naming what is duplicated; a constraint not listed answers duplicateMessage or the general duplicate message.
 */
export interface SettingsUniqueMessages {
  [k: string]: string;
}
/**
 * Thai message of the 400 by the CHECK constraint a create or update would break (its name), for a rule across fields the record schema cannot say (e.g. a person or a role, not both); a constraint not listed answers the general message.
 */
export interface SettingsCheckMessages {
  [k: string]: string;
}
/**
 * A password the page sets: field is a declared writeOnly text field, never a column. The server checks it with the password rules, stores only its hash (the identity module's password hashing) in hashColumn, and never returns it or writes it to the audit row. Required on create; left out (or empty) on update it stays as it was. With endsSessions the record is a person (its key is people.id): a new password ends every session of theirs.
 */
export interface SettingsSecret {
  field: SqlName;
  hashColumn: SqlName;
  endsSessions?: boolean;
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
 * The page is nested under a record of another (top) page: its address is /settings/{menuID}/{parent}/{segment}/{parentId}, the side navigation does not list it, and the parent page's grid links each row to it. Every call names the parent record (the call field `scope`, the parent's key; 404 when no such record) and reaches only rows whose `field` holds it: a create sets it, and a row of another parent is not found (404). Several pages may share one nested address (parent and segment); they show one below the other. The record's key need only be unique within the scope (a table keyed by (field, key) works).
 */
export interface SettingsScope {
  /**
   * The parent page (its declaration's page; a page without a scope).
   */
  parent: string;
  /**
   * The address segment after the parent page (e.g. menu-permission-group).
   */
  segment: string;
  /**
   * A lower-case SQL identifier (table or column).
   */
  field: string;
}
export interface SettingsFilter {
  /**
   * The filter's name in the call's `filters` (a date range takes <name>From and <name>To).
   */
  name: string;
  /**
   * A lower-case SQL identifier (table or column).
   */
  field: string;
  /**
   * equals: the field holds the value (a reference field shows a picker of its rows, a field with an enum a select); family: the field holds the value or starts with it and a dot (settings matches settings.role-type.update); date-range: a date-time or date field falls on or after the From day and on or before the To day (days in Thailand's time), either may be left out.
   */
  kind: 'equals' | 'family' | 'date-range';
  /**
   * i18n key of the filter's label.
   */
  titleKey: string;
  /**
   * For equals or family on a text field: the values offered in a select; another value is refused (400).
   *
   * @minItems 1
   */
  choices?: string[];
}
/**
 * The list's order (default: by key, ascending); ties are broken by the key.
 */
export interface SettingsOrder {
  /**
   * A lower-case SQL identifier (table or column).
   */
  field: string;
  direction: 'asc' | 'desc';
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
