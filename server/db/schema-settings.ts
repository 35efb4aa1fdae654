/**
 * Tables of the settings engine (server/modules/settings). `Database` in schema.ts extends
 * this interface.
 */
import type { ColumnType } from 'kysely';

type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A permission group's grant of one settings permission key (migration 0009). */
export interface PermissionGroupSettingsTable {
  group_id: number;
  /** The permission key a page declaration names (normally the page id). */
  permission: string;
  /** 0/1; writing implies reading. */
  can_read: WithDefault<number>;
  can_write: WithDefault<number>;
}

/** A vocabulary row an administrator keeps (migration 0010): employee types and positions. */
export interface VocabularyTable {
  id: number;
  name_th: string;
  active: WithDefault<boolean>;
}

/** A settings permission granted to one person (migration 0011); writing implies reading. */
export interface PersonSettingsGrantsTable {
  id: ColumnType<number, number | undefined, number>;
  person_id: number;
  permission: string;
  can_read: WithDefault<number>;
  can_write: WithDefault<number>;
}

/** An application grouping header-menu entries (migration 0014). */
export interface ApplicationsTable {
  id: number;
  name_th: string;
  sort_order: WithDefault<number>;
  /** false: none of its menu entries is in anyone's header menu. */
  active: WithDefault<boolean>;
}

/** A system function as an administrator lists it (migration 0014). */
export interface SystemFunctionsTable {
  code: string;
  name_th: string;
  description: string | null;
  active: WithDefault<boolean>;
}

/** What an administrator may change at run time (migration 0017): one row, id 1; null falls back to the environment. */
export interface AdminConfigsTable {
  id: number;
  mail_from: string | null;
  mail_sender: string | null;
}

/** A manual or related document an administrator publishes (migration 0021), with its uploaded file if any. */
export interface ManualsTable {
  id: ColumnType<number, number | undefined, never>;
  shelf: 'manual' | 'related';
  topic: WithDefault<'system' | 'document'>;
  title_th: string;
  media: 'pdf' | 'video';
  url: string | null;
  description: string | null;
  sort_order: WithDefault<number>;
  active: WithDefault<boolean>;
  file_name: string | null;
  file_type: string | null;
  /** bigint: the driver reads it as a string or a number. */
  file_size: ColumnType<string | number | null, number | null, number | null>;
  file_sha256: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SettingsTables {
  admin_configs: AdminConfigsTable;
  manuals: ManualsTable;
  permission_group_settings: PermissionGroupSettingsTable;
  applications: ApplicationsTable;
  system_functions: SystemFunctionsTable;
  employee_types: VocabularyTable;
  positions: VocabularyTable;
  person_settings_grants: PersonSettingsGrantsTable;
}
