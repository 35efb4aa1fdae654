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

export interface SettingsTables {
  permission_group_settings: PermissionGroupSettingsTable;
  employee_types: VocabularyTable;
  positions: VocabularyTable;
}
