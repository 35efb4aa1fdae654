/**
 * A person's own choice of how each event reaches them (/system-setting): every event with the
 * channels the administrator offers for it (the module on, the event's channel on, and for LINE
 * the organisation's LINE set up) and whether the person keeps each one. A person may turn an
 * offered channel off and on again; a channel the event does not offer stays off whatever they
 * chose, so the choice is kept but has no effect until the administrator offers it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';

export type ChoiceChannel = 'portal' | 'email' | 'line';

export interface NotificationChoice {
  EVENT_KEY: string;
  NAME: string;
  OFFERED: { PORTAL: boolean; EMAIL: boolean; LINE: boolean };
  PORTAL: boolean;
  EMAIL: boolean;
  LINE: boolean;
}

export async function notificationChoicesOf(db: Kysely<Database>, personId: number, lineEnabled: boolean): Promise<NotificationChoice[]> {
  const rows = await db
    .selectFrom('notification_events as e')
    .innerJoin('notification_modules as m', 'm.id', 'e.module_id')
    .leftJoin('notification_person_choices as c', (join) => join.onRef('c.event_key', '=', 'e.event_key').on('c.person_id', '=', personId))
    .select(['e.event_key', 'e.name_th', 'e.portal', 'e.email', 'e.line', 'm.active', 'c.portal as my_portal', 'c.email as my_email', 'c.line as my_line'])
    .orderBy('e.id')
    .execute();
  return rows.map((row) => ({
    EVENT_KEY: row.event_key,
    NAME: row.name_th,
    OFFERED: { PORTAL: row.active && row.portal, EMAIL: row.active && row.email, LINE: lineEnabled && row.active && row.line },
    PORTAL: row.my_portal ?? true,
    EMAIL: row.my_email ?? true,
    LINE: row.my_line ?? true,
  }));
}

/** Keeps or drops one channel of one event for the person; an unknown event is 404 and writes nothing. */
export async function saveNotificationChoice(
  db: Kysely<Database>,
  personId: number,
  choice: { eventKey: string; channel: ChoiceChannel; on: boolean },
  notFound: string,
): Promise<void> {
  const event = await db.selectFrom('notification_events').select('event_key').where('event_key', '=', choice.eventKey).executeTakeFirst();
  if (!event) throw new ApiError(404, notFound);
  await db
    .insertInto('notification_person_choices')
    .values({ person_id: personId, event_key: event.event_key, [choice.channel]: choice.on })
    .onConflict((oc) => oc.columns(['person_id', 'event_key']).doUpdateSet({ [choice.channel]: choice.on }))
    .execute();
}
