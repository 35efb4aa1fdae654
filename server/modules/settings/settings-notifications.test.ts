/**
 * The notification settings over HTTP against a real database, and what the server then does
 * when a letter moves: an event switched off (or its module) writes no alert and pushes nothing;
 * an event's e-mail channel on queues one e-mail to the person (Thai subject and text, a link
 * that opens the letter, the administrator's sender), off queues none; a person's own setting
 * turns their e-mail off or sends it to another address. The events the pages list are exactly
 * the ones the server raises.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RouteName } from '../../../engine/api/routes';
import { settingsCall } from '../../test-support/settings-call';
import { createTestApp, signIn, type TestApp } from '../../test-support/test-app';
import { decodeDocumentId } from '../correspondence/letters/doc-links';
import { correspondenceEvents, type NotifiedEvent } from '../correspondence/events';
import { eventOfStep, NOTIFICATION_EVENTS } from '../correspondence/notifications/notification-events';
import { ACTION_REGISTRY, DOCUMENT_ACTIONS } from '../../../engine/documents/actions';
import { PURPOSE_KIND, TRANSITIONS } from '../correspondence/letters/state-machine';

let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const pushed: NotifiedEvent[] = [];
const onNotified = (event: NotifiedEvent) => pushed.push(event);

beforeAll(async () => {
  t = await createTestApp();
  for (const username of ['admin', 'officer', 'director', 'saraban']) {
    tokens[username] = await signIn(t, username);
    ids[username] = (await t.db.selectFrom('people').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  }
  correspondenceEvents.on('notified', onNotified);
}, 120_000);
afterAll(async () => {
  correspondenceEvents.off('notified', onNotified);
  await t?.close();
});

type Reply = { status: string; message: string; item?: Record<string, unknown>; fields?: string[] };
const call = (page: string, name: RouteName, body: unknown, token = tokens.admin) => settingsCall<Reply>(t.app, name, page, body, token);
const EVENTS = 'setting-modules-notification-lists';
const MODULES = 'setting-modules-notification';
const PEOPLE = 'setting-notifications';

const post = (url: string, who: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens[who]}` }, payload }) as Promise<LightMyRequestResponse>;

async function eventId(key: string): Promise<number> {
  return (await t.db.selectFrom('notification_events').select('id').where('event_key', '=', key).executeTakeFirstOrThrow()).id;
}

/** The page saves every channel of the event; LINE keeps its default (this server has no LINE set up). */
async function setChannels(key: string, channels: { portal: boolean; email: boolean }): Promise<void> {
  const reply = await call(EVENTS, 'settingsUpdate', { id: await eventId(key), record: { ...channels, line: true } });
  expect(reply.status, reply.text).toBe(200);
}

let letters = 0;
/** The officer writes a letter and sends it to the director (toPerson) or to the root department's registry. */
async function sendLetter(to: 'director' | 'department') {
  letters += 1;
  const subject = `ขอความอนุเคราะห์ข้อมูลสถิติ ฉบับที่ ${letters}`;
  const created = await post('/api/sarabun/create-document', 'officer', { F_DOC_TYPE_ID: 2, F_DOC_TITLE: subject, F_DEAR: 'ผู้อำนวยการ' });
  expect(created.statusCode, created.body).toBe(200);
  const item = created.json<{ item: { F_DOC_ID: number; F_TRANS_ID: number } }>().item;
  const target = to === 'director' ? { TO_PERSON_IDS: [ids.director] } : { TO_DEPT_IDS: [t.tenant.manifest.organization.departmentId] };
  const mailBefore = await lastMailId();
  pushed.length = 0;
  const sent = await post('/api/sarabun/document-action', 'officer', { F_TRANS_ID: item.F_TRANS_ID, ACTION: 'send', ...target });
  expect(sent.statusCode, sent.body).toBe(200);
  const step = sent.json<{ item: { NEW_TRANS_IDS: number[] } }>().item.NEW_TRANS_IDS[0]!;
  const alerts = await t.db.selectFrom('notifications').select(['person_id', 'data_html']).where('transaction_id', '=', step).execute();
  const mails = await t.db.selectFrom('mail_outbox').selectAll().where('id', '>', mailBefore).orderBy('id').execute();
  return { subject, documentId: item.F_DOC_ID, alerts, mails, pushedTo: pushed.flatMap((e) => e.personIds) };
}

async function lastMailId(): Promise<number> {
  const row = await t.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

afterEach(async () => {
  // Back to the migration's defaults: every module on, every event alerting in the portal only.
  await t.db.updateTable('notification_modules').set({ active: true }).execute();
  await t.db.updateTable('notification_events').set({ portal: true, email: false }).execute();
  await t.db.deleteFrom('notification_person_settings').execute();
});

describe('notification settings', () => {
  it('lists exactly the events the server raises, each reachable from the routing table', async () => {
    const rows = await t.db.selectFrom('notification_events').select('event_key').orderBy('id').execute();
    expect(rows.map((r) => r.event_key)).toEqual([...NOTIFICATION_EVENTS]);
    const raised = new Set<string>();
    // What each action raises through its transitions is what its registry entry says it notifies.
    const raisedBy = new Map<string, Set<string>>(DOCUMENT_ACTIONS.map((action) => [action, new Set()]));
    for (const [state, moves] of Object.entries(TRANSITIONS)) {
      for (const [action, move] of Object.entries(moves)) {
        if (!move?.creates) continue;
        const kinds = move.creates.kind === 'byPurpose' ? Object.values(PURPOSE_KIND) : [move.creates.kind];
        for (const kind of kinds) {
          for (const toPerson of [true, false]) {
            const event = eventOfStep(action as never, kind, toPerson);
            if (kind === 'follow') expect(event, `${state} ${action}`).toBeNull();
            else {
              raised.add(event!);
              raisedBy.get(action)!.add(event!);
            }
          }
        }
      }
    }
    expect([...raised].sort()).toEqual([...NOTIFICATION_EVENTS].sort());
    for (const action of DOCUMENT_ACTIONS) expect([...raisedBy.get(action)!].sort(), action).toEqual([...ACTION_REGISTRY[action].notifies].sort());
    expect(eventOfStep('sendBack', 'return', true)).toBe('sarabun.return');
    expect(eventOfStep('consider', 'return', true)).toBe('sarabun.report');
  });

  it('by default alerts in the portal and pushes it, and queues no e-mail', async () => {
    const sent = await sendLetter('director');
    expect(sent.alerts.map((a) => a.person_id)).toEqual([ids.director]);
    expect(sent.alerts[0]!.data_html).toContain(sent.subject);
    expect(sent.pushedTo).toEqual([ids.director]);
    expect(sent.mails).toEqual([]);
  });

  it('an event switched off writes no alert and pushes nothing, while other events still alert', async () => {
    await setChannels('sarabun.send.person', { portal: false, email: false });
    const off = await sendLetter('director');
    expect(off.alerts).toEqual([]);
    expect(off.pushedTo).toEqual([]);
    expect(off.mails).toEqual([]);
    // A letter to the department is another event: its registry clerk is still told.
    const department = await sendLetter('department');
    expect(department.alerts.map((a) => a.person_id)).toContain(ids.saraban);
    expect(department.pushedTo).toContain(ids.saraban);
  });

  it("with the e-mail channel on queues one e-mail to the person's address: Thai subject, the letter's link, the administrator's sender", async () => {
    const sender = await call('admin-configs', 'settingsUpdate', { id: 1, record: { mail_from: 'saraban@agency.go.th', mail_sender: 'งานสารบรรณ' } });
    expect(sender.status, sender.text).toBe(200);
    await setChannels('sarabun.send.person', { portal: true, email: true });
    const sent = await sendLetter('director');
    expect(sent.alerts.map((a) => a.person_id)).toEqual([ids.director]);
    expect(sent.mails).toHaveLength(1);
    const mail = sent.mails[0]!;
    expect(mail.to_address).toBe('director@example.com');
    expect(mail.from_address).toBe('"งานสารบรรณ" <saraban@agency.go.th>');
    expect(mail.subject).toContain('มีหนังสือส่งถึงท่าน');
    expect(mail.subject).toContain(sent.subject);
    expect(mail.body_text).toMatch(/^เรียน คุณ/);
    expect(mail.body_text).toContain('ส่งหนังสือ เรื่อง');
    const link = new URL(/https?:\/\/\S+/.exec(mail.body_text)![0]);
    expect(link.searchParams.get('api')).toBe('email');
    expect(link.searchParams.get('view')).toBe('document');
    expect(link.searchParams.get('enc')).toBe('y');
    expect(await decodeDocumentId(t.db, link.searchParams.get('docId')!)).toBe(sent.documentId);

    // E-mail only: the person is mailed, with no alert and no push.
    await setChannels('sarabun.send.person', { portal: false, email: true });
    const mailOnly = await sendLetter('director');
    expect(mailOnly.alerts).toEqual([]);
    expect(mailOnly.pushedTo).toEqual([]);
    expect(mailOnly.mails.map((m) => m.to_address)).toEqual(['director@example.com']);
    await call('admin-configs', 'settingsUpdate', { id: 1, record: { mail_from: null, mail_sender: null } });
  });

  it("an officer's report tells whoever assigned the work once, as the report event's channels say", async () => {
    await setChannels('sarabun.report', { portal: true, email: true });
    const sent = await sendLetter('director');
    const step = (
      await t.db.selectFrom('transactions').select('id').where('document_id', '=', sent.documentId).where('kind', '=', 'send').executeTakeFirstOrThrow()
    ).id;
    const act = async (who: string, payload: object) => {
      const reply = await post('/api/sarabun/document-action', who, { F_TRANS_ID: step, ...payload });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ item: { NEW_TRANS_IDS: number[] } }>().item.NEW_TRANS_IDS;
    };
    await act('director', { ACTION: 'receive' });
    const [assigned] = await act('director', { ACTION: 'assign', TO_PERSON_IDS: [ids.officer] });
    const mailBefore = await lastMailId();
    const reported = await post('/api/sarabun/document-action', 'officer', { F_TRANS_ID: assigned, ACTION: 'consider', RESULT: 'ดำเนินการเรียบร้อยแล้ว' });
    expect(reported.statusCode, reported.body).toBe(200);
    const [back] = reported.json<{ item: { NEW_TRANS_IDS: number[] } }>().item.NEW_TRANS_IDS;
    const alerts = await t.db
      .selectFrom('notifications')
      .select(['person_id', 'transaction_id'])
      .where('document_id', '=', sent.documentId)
      .where('created_at', '>', new Date(Date.now() - 60_000))
      .execute();
    expect(alerts.filter((a) => a.transaction_id === back || (a.person_id === ids.director && a.transaction_id === assigned))).toEqual([
      { person_id: ids.director, transaction_id: back },
    ]);
    const mails = await t.db.selectFrom('mail_outbox').select(['to_address', 'subject']).where('id', '>', mailBefore).execute();
    expect(mails).toEqual([{ to_address: 'director@example.com', subject: expect.stringContaining('ผู้รับมอบหมายรายงานผลการปฏิบัติงาน') }]);
  });

  it('a module switched off notifies nobody through any channel', async () => {
    await setChannels('sarabun.send.person', { portal: true, email: true });
    const moduleId = (await t.db.selectFrom('notification_modules').select('id').where('code', '=', 'SARABUN').executeTakeFirstOrThrow()).id;
    const off = await call(MODULES, 'settingsUpdate', { id: moduleId, record: { active: false } });
    expect(off.status, off.text).toBe(200);
    const sent = await sendLetter('director');
    expect(sent.alerts).toEqual([]);
    expect(sent.mails).toEqual([]);
    expect(sent.pushedTo).toEqual([]);
  });

  it("a person's own setting turns their e-mail off or sends it elsewhere; one setting per person", async () => {
    await setChannels('sarabun.send.person', { portal: true, email: true });
    const created = await call(PEOPLE, 'settingsCreate', { record: { person_id: ids.director, email_enabled: false, email_to: null } });
    expect(created.status, created.text).toBe(200);
    const id = created.json.item!.id as number;
    const none = await sendLetter('director');
    expect(none.mails).toEqual([]);
    expect(none.alerts.map((a) => a.person_id)).toEqual([ids.director]);

    const elsewhere = await call(PEOPLE, 'settingsUpdate', {
      id,
      record: { person_id: ids.director, email_enabled: true, email_to: 'secretary@agency.go.th' },
    });
    expect(elsewhere.status, elsewhere.text).toBe(200);
    expect((await sendLetter('director')).mails.map((m) => m.to_address)).toEqual(['secretary@agency.go.th']);

    const twice = await call(PEOPLE, 'settingsCreate', { record: { person_id: ids.director, email_enabled: true, email_to: null } });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toContain('มีการตั้งค่าการแจ้งเตือนอยู่แล้ว');
    const bad = await call(PEOPLE, 'settingsUpdate', { id, record: { person_id: ids.director, email_enabled: true, email_to: 'not an address' } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields).toEqual(['record.email_to']);
    const kept = await t.db.selectFrom('notification_person_settings').selectAll().execute();
    expect(kept).toEqual([{ id, person_id: ids.director, email_enabled: true, email_to: 'secretary@agency.go.th' }]);
  });

  it('the module and event pages only change channels, and only for those allowed', async () => {
    const keyBefore = await t.db.selectFrom('notification_events').selectAll().orderBy('id').execute();
    expect((await call(EVENTS, 'settingsCreate', { record: { portal: true, email: true } })).status).toBe(403);
    expect((await call(EVENTS, 'settingsDelete', { id: 1 })).status).toBe(403);
    expect((await call(MODULES, 'settingsCreate', { record: { active: true } })).status).toBe(403);
    const renamed = await call(EVENTS, 'settingsUpdate', { id: 1, record: { portal: true, email: false, event_key: 'sarabun.other' } });
    expect(renamed.status).toBe(400);
    expect((await call(EVENTS, 'settingsUpdate', { id: 1, record: { portal: false, email: true } }, tokens.officer)).status).toBe(403);
    expect((await call(PEOPLE, 'settingsList', {}, tokens.officer)).status).toBe(403);
    expect(await t.db.selectFrom('notification_events').selectAll().orderBy('id').execute()).toEqual(keyBefore);

    const list = await settingsCall<{ items: { event_key: string; module_id__label: string }[] }>(
      t.app,
      'settingsList',
      EVENTS,
      { page: 1, size: 50 },
      tokens.admin,
    );
    expect(list.status, list.text).toBe(200);
    expect(list.json.items.map((i) => i.event_key)).toEqual([...NOTIFICATION_EVENTS]);
    expect(list.json.items[0]!.module_id__label).toBe('งานสารบรรณ');
  });
});
