/**
 * A person's own notification choices over HTTP, on a real database: every event is listed with
 * the channels the administrator offers; a person who turns the in-portal alert or e-mail of an
 * event off gets neither for their next letter while others still do, and gets them again once
 * they turn them back on; a channel the event does not offer stays off whatever they chose;
 * unknown events and channels change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../engine/api/routes';
import { createTestApp, postForm, signIn, type TestApp } from '../../../test-support/test-app';
import { NOTIFICATION_EVENTS } from './notification-events';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const EVENT = 'sarabun.send.person';

type Choices = { items: { EVENT_KEY: string; OFFERED: { PORTAL: boolean; EMAIL: boolean; LINE: boolean }; PORTAL: boolean; EMAIL: boolean; LINE: boolean }[] };
const choose = (who: string, body: Record<string, string>) => postForm(t.app, ROUTES.notificationChoiceSave.path, body, { token: tokens[who] });
const choicesOf = async (who: string) => (await postForm(t.app, ROUTES.notificationChoices.path, {}, { token: tokens[who] })).json<Choices>();

/** The officer sends a new letter to each of these people; answers who got an alert and whom mail is queued for. */
async function sendTo(people: string[]) {
  const create = await postForm(
    t.app,
    ROUTES.createDocument.path,
    { F_DOC_TYPE_ID: '2', F_DOC_TITLE: 'ขอข้อมูลสถิติประจำปี', F_DEAR: 'ผู้อำนวยการ' },
    { token: tokens.officer },
  );
  const item = create.json<{ item: { F_TRANS_ID: number } }>().item;
  const body = new URLSearchParams({ F_TRANS_ID: String(item.F_TRANS_ID), ACTION: 'send' });
  for (const who of people) body.append('TO_PERSON_IDS', String(ids[who]));
  const mailBefore = Number(
    (
      await t.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst()
    )?.id ?? 0,
  );
  const sent = await t.app.inject({
    method: 'POST',
    url: ROUTES.documentAction.path,
    payload: body.toString(),
    headers: { authorization: `Bearer ${tokens.officer}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const steps = sent.json<{ item: { NEW_TRANS_IDS: number[] } }>().item.NEW_TRANS_IDS;
  const alerted = await t.db.selectFrom('notifications').select('person_id').where('transaction_id', 'in', steps).execute();
  const mailed = await t.db.selectFrom('mail_outbox').select('to_address').where('id', '>', mailBefore).execute();
  return { alerted: alerted.map((row) => Number(row.person_id)).sort(), mailed: mailed.map((row) => row.to_address).sort() };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['officer', 'director', 'saraban']) {
    tokens[username] = await signIn(t, username);
    ids[username] = Number((await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id);
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe("a person's own notification choices", () => {
  it('lists every event with what the administrator offers; LINE is not offered without LINE', async () => {
    const { items } = await choicesOf('director');
    expect(items.map((item) => item.EVENT_KEY)).toEqual([...NOTIFICATION_EVENTS]);
    expect(items.find((item) => item.EVENT_KEY === EVENT)).toEqual(
      expect.objectContaining({ OFFERED: { PORTAL: true, EMAIL: false, LINE: false }, PORTAL: true, EMAIL: true, LINE: true }),
    );
  });

  it('turning the alert and e-mail of an event off stops them for that person only, and back on brings them back', async () => {
    await t.db.updateTable('notification_events').set({ email: true }).where('event_key', '=', EVENT).execute();
    const both = [ids.director!, ids.saraban!].sort();
    expect(await sendTo(['director', 'saraban'])).toEqual({ alerted: both, mailed: ['director@example.com', 'saraban@example.com'] });

    for (const channel of ['portal', 'email']) expect((await choose('director', { EVENT_KEY: EVENT, CHANNEL: channel, ON: 'false' })).statusCode).toBe(200);
    expect((await choicesOf('director')).items.find((item) => item.EVENT_KEY === EVENT)).toMatchObject({ PORTAL: false, EMAIL: false, LINE: true });
    expect(await sendTo(['director', 'saraban'])).toEqual({ alerted: [ids.saraban], mailed: ['saraban@example.com'] });

    expect((await choose('director', { EVENT_KEY: EVENT, CHANNEL: 'portal', ON: 'true' })).statusCode).toBe(200);
    expect(await sendTo(['director', 'saraban'])).toEqual({ alerted: both, mailed: ['saraban@example.com'] });
    await t.db.updateTable('notification_events').set({ email: false }).where('event_key', '=', EVENT).execute();
  });

  it('a choice cannot turn on what the event does not offer', async () => {
    // E-mail is off for the event (the migration's default); the person's "on" changes nothing.
    expect((await choose('saraban', { EVENT_KEY: EVENT, CHANNEL: 'email', ON: 'true' })).statusCode).toBe(200);
    expect((await sendTo(['saraban'])).mailed).toEqual([]);
  });

  it('refuses an unknown event or channel and writes nothing', async () => {
    const before = await t.db.selectFrom('notification_person_choices').selectAll().execute();
    const unknown = await choose('director', { EVENT_KEY: 'sarabun.nothing', CHANNEL: 'portal', ON: 'false' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toContain('ไม่พบ');
    expect((await choose('director', { EVENT_KEY: EVENT, CHANNEL: 'fax', ON: 'false' })).statusCode).toBe(400);
    expect(await t.db.selectFrom('notification_person_choices').selectAll().execute()).toEqual(before);
  });
});
