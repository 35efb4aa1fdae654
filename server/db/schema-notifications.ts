/** The notification settings' tables (migration 0020): which module and event notify, through which channel. */
import type { ColumnType, Generated } from 'kysely';

type WithDefault<T> = ColumnType<T, T | undefined, T>;

/** A module that raises notifications (SARABUN); inactive: none of its events notifies anyone. */
export interface NotificationModulesTable {
  id: number;
  code: string;
  name_th: string;
  active: WithDefault<boolean>;
}

/** One event a module raises, keyed as the server raises it, with its two channels. */
export interface NotificationEventsTable {
  id: number;
  module_id: number;
  event_key: string;
  name_th: string;
  portal: WithDefault<boolean>;
  email: WithDefault<boolean>;
  /** Migration 0038: a push message to people who linked LINE. */
  line: WithDefault<boolean>;
}

/** A person's exception to the e-mail channel: none at all, or to another address. */
export interface NotificationPersonSettingsTable {
  id: Generated<number>;
  person_id: number;
  email_enabled: WithDefault<boolean>;
  email_to: string | null;
}

/** Migration 0039: a person's own choice of channels for one event (off where false). */
export interface NotificationPersonChoicesTable {
  person_id: number;
  event_key: string;
  portal: WithDefault<boolean>;
  email: WithDefault<boolean>;
  line: WithDefault<boolean>;
}

export interface NotificationTables {
  notification_modules: NotificationModulesTable;
  notification_events: NotificationEventsTable;
  notification_person_settings: NotificationPersonSettingsTable;
  notification_person_choices: NotificationPersonChoicesTable;
}
