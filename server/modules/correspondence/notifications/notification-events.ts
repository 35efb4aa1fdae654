/**
 * Which events of the letters' work notify, and how: the one list of the events the server
 * raises, and the dispatch that follows the notification settings before anything is written.
 *
 * Each event is one row of notification_events (seeded by migration 0020; a test holds the rows
 * equal to NOTIFICATION_EVENTS) under its module's row of notification_modules:
 * - the module switched off: the event notifies nobody, through no channel;
 * - portal on: a row in the notifications outbox (the header bell, pushed after the commit);
 * - e-mail on: a message in mail_outbox to the person's address with a link to the letter,
 *   unless the person's own setting (notification_person_settings) turns e-mail off for them
 *   or sends it to another address. Mail is written in the action's transaction and sent
 *   after the commit, so a rolled-back action mails nobody.
 * - LINE on (and the organisation's LINE set up): a push message, through line_outbox the same
 *   way, to each person who linked their LINE account, with a LINE link to the letter. Linking
 *   is the person's own choice, and removing the link is how they turn it off.
 * - Each person may turn any channel of an event off for themselves (/system-setting,
 *   notification_person_choices); they cannot turn on what the event does not offer.
 */
import type { Kysely, Transaction } from 'kysely';
import { ACTION_REGISTRY, type ActionNotification, type DocumentAction } from '../../../../engine/documents/actions';
import { ENCODED_FLAG, WORKSPACE_LINK_PARAMS } from '../../../../engine/portal/workspace-link';
import { REDIRECT_VIEW } from '../../../../engine/portal/portal-redirect';
import type { Database } from '../../../db/schema';
import type { Mailer } from '../../mail/mailer';
import type { LineOutbox } from '../../line/line-outbox';
import { linksOf } from '../../line/line-links';
import { LINE_MSG } from '../../line/line-messages';
import { encodeDocumentId } from '../letters/doc-links';
import { writeNotifications } from './notifications';
import type { StepKind } from '../letters/state-machine';

/**
 * Every event the server raises, by key, in the order of the rows of notification_events. The
 * keys are the action registry's (`notifies`): a key no action raises does not compile, and
 * settings-notifications.test.ts fails when an action raises a key missing here.
 */
export const NOTIFICATION_EVENTS = [
  /** A letter sent to a person. */
  'sarabun.send.person',
  /** A letter sent to a department: its registry clerks are told. */
  'sarabun.send.department',
  /** Presented to an executive for consideration. */
  'sarabun.present',
  /** Presented for review (ตรวจทาน). */
  'sarabun.review',
  /** Presented for signature, or reviewed and passed on for signature. */
  'sarabun.sign',
  /** The executive's result or command, back to whoever presented. */
  'sarabun.command',
  /** Work assigned to an officer. */
  'sarabun.assign',
  /** The officer's report on assigned work, back to whoever assigned it. */
  'sarabun.report',
  /** A letter sent back (ส่งคืน) to its sender. */
  'sarabun.return',
  /** A signed letter waiting for its outgoing number: the owner's registry clerks are told. */
  'sarabun.issue',
  /** A letter signed electronically, numbered and back with its registry to send. */
  'sarabun.signed',
] as const satisfies readonly ActionNotification[];
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/**
 * The events a new step of each kind can raise for its recipient. A step handed back (return)
 * is either a letter sent back (ส่งคืน) or an officer's report on assigned work: the action's
 * registry entry says which.
 */
function eventsOfKind(kind: StepKind, toPerson: boolean): readonly NotificationEvent[] {
  switch (kind) {
    case 'send':
      return [toPerson ? 'sarabun.send.person' : 'sarabun.send.department'];
    case 'present':
      return ['sarabun.present'];
    case 'review':
      return ['sarabun.review'];
    case 'sign':
      return ['sarabun.sign'];
    case 'command':
      return ['sarabun.command'];
    case 'assign':
      return ['sarabun.assign'];
    case 'return':
      return ['sarabun.return', 'sarabun.report'];
    case 'issue':
      return ['sarabun.issue'];
    case 'signed':
      return ['sarabun.signed'];
    case 'create':
    case 'follow':
      return [];
  }
}

/** The event a new routing step raises for its recipient: the one of its kind that its action raises; null: it tells nobody (a follow marker). */
export function eventOfStep(action: DocumentAction, kind: StepKind, toPerson: boolean): NotificationEvent | null {
  const raised: readonly string[] = ACTION_REGISTRY[action].notifies;
  return eventsOfKind(kind, toPerson).find((event) => raised.includes(event)) ?? null;
}

/** One person to tell about one event. */
export interface Notice {
  event: NotificationEvent;
  personId: number;
  documentId: number;
  transactionId: number | null;
  /** The alert as the bell shows it (escaped HTML). */
  html: string;
  /** The same words as plain text, for e-mail. */
  text: string;
}

/** What e-mail needs beyond the database: the mailer (its outbox and sender) and where links point. */
export interface NotificationMail {
  mailer: Mailer;
  /** The portal's absolute address (PUBLIC_URL), the start of the letter's link. */
  publicUrl: string;
  /** The portal's name, first in the subject. */
  systemName: string;
}

/** What LINE needs beyond the database: the outbox, and where links point. */
export interface NotificationLine {
  outbox: LineOutbox;
  publicUrl: string;
}

interface Channels {
  name: string;
  portal: boolean;
  email: boolean;
  line: boolean;
}

type Channel = 'portal' | 'email' | 'line';

/** What each of these people turned off for these events: `${personId}:${event}` -> their choice. */
async function choicesOf(trx: Transaction<Database>, notices: Notice[]): Promise<Map<string, Record<Channel, boolean>>> {
  const rows = await trx
    .selectFrom('notification_person_choices')
    .select(['person_id', 'event_key', 'portal', 'email', 'line'])
    .where('person_id', 'in', [...new Set(notices.map((n) => n.personId))])
    .where('event_key', 'in', [...new Set(notices.map((n) => n.event))])
    .execute();
  return new Map(rows.map((r) => [`${r.person_id}:${r.event_key}`, { portal: r.portal, email: r.email, line: r.line }]));
}

/** The channels of each event as the settings stand in this transaction (off entirely when its module is off). */
async function channelsOf(trx: Transaction<Database>, events: NotificationEvent[]): Promise<Map<string, Channels>> {
  const rows = await trx
    .selectFrom('notification_events as e')
    .innerJoin('notification_modules as m', 'm.id', 'e.module_id')
    .select(['e.event_key', 'e.name_th', 'e.portal', 'e.email', 'e.line', 'm.active'])
    .where('e.event_key', 'in', events)
    .execute();
  return new Map(rows.map((r) => [r.event_key, { name: r.name_th, portal: r.active && r.portal, email: r.active && r.email, line: r.active && r.line }]));
}

/**
 * The link an e-mail or a LINE message carries: the portal's letter link (opaque id), which opens
 * the letter for someone allowed to read it; `api` says where it was followed from.
 */
export async function letterLink(db: Kysely<Database>, publicUrl: string, documentId: number, api: 'email' | 'line' = 'email'): Promise<string> {
  const params = new URLSearchParams({
    api,
    [WORKSPACE_LINK_PARAMS.view]: REDIRECT_VIEW,
    [WORKSPACE_LINK_PARAMS.documentId]: await encodeDocumentId(db, documentId),
    [WORKSPACE_LINK_PARAMS.encoded]: ENCODED_FLAG,
  });
  return `${publicUrl.replace(/\/+$/, '')}/?${params.toString()}`;
}

/**
 * Writes what the settings ask for, in the action's transaction: the alerts, and the e-mails
 * (queued, ids returned for sending after the commit; none without `mail`). `notified` is who got
 * an alert, the people the live push is for.
 */
export async function dispatchNotices(
  trx: Transaction<Database>,
  notices: Notice[],
  options: { now: Date; subject: string; mail?: NotificationMail; line?: NotificationLine },
): Promise<{ notified: number[]; mailIds: number[]; lineIds: number[] }> {
  if (notices.length === 0) return { notified: [], mailIds: [], lineIds: [] };
  const channels = await channelsOf(trx, [...new Set(notices.map((n) => n.event))]);
  const choices = await choicesOf(trx, notices);
  // The event offers the channel, and the person has not turned it off for themselves.
  const allows = (n: Notice, channel: Channel) => channels.get(n.event)?.[channel] === true && choices.get(`${n.personId}:${n.event}`)?.[channel] !== false;
  const alerts = notices.filter((n) => allows(n, 'portal'));
  await writeNotifications(trx, alerts, options.now);

  const mailIds: number[] = [];
  const mail = options.mail;
  // One e-mail per person for one action, even if two of its steps reach them.
  const byPerson = new Map<number, Notice>();
  for (const n of notices) if (allows(n, 'email') && !byPerson.has(n.personId)) byPerson.set(n.personId, n);
  if (mail && byPerson.size > 0) {
    const ids = [...byPerson.keys()];
    const people = await trx
      .selectFrom('people as p')
      .leftJoin('notification_person_settings as s', 's.person_id', 'p.id')
      .select(['p.id', 'p.first_name', 'p.email', 's.email_enabled', 's.email_to'])
      .where('p.id', 'in', ids)
      .where('p.active', '=', true)
      .execute();
    for (const person of people) {
      // A person's own setting wins: off means no e-mail; another address replaces the profile's.
      if (person.email_enabled === false) continue;
      const to = person.email_to?.trim() || person.email?.trim();
      if (!to) continue;
      const notice = byPerson.get(person.id)!;
      const event = channels.get(notice.event)!;
      const link = await letterLink(trx, mail.publicUrl, notice.documentId);
      mailIds.push(
        await mail.mailer.queue(trx, {
          to,
          subject: `${mail.systemName}: ${event.name} เรื่อง ${options.subject}`,
          text: [
            `เรียน คุณ${person.first_name}`,
            '',
            `${event.name}`,
            notice.text,
            '',
            `เปิดหนังสือได้ที่ลิงก์นี้ (ต้องเข้าสู่ระบบ):`,
            link,
            '',
            `อีเมลนี้ส่งจาก${mail.systemName}โดยอัตโนมัติ ไม่ต้องตอบกลับ`,
          ].join('\n'),
        }),
      );
    }
  }
  const lineIds = options.line
    ? await queueLine(
        trx,
        notices.filter((n) => allows(n, 'line')),
        channels,
        options.subject,
        options.line,
      )
    : [];
  return { notified: [...new Set(alerts.map((a) => a.personId))], mailIds, lineIds };
}

/** One LINE message per linked person for one action, for the events whose LINE channel is on. */
async function queueLine(
  trx: Transaction<Database>,
  notices: Notice[],
  channels: Map<string, Channels>,
  subject: string,
  line: NotificationLine,
): Promise<number[]> {
  const byPerson = new Map<number, Notice>();
  for (const n of notices) if (channels.get(n.event)?.line && !byPerson.has(n.personId)) byPerson.set(n.personId, n);
  const links = await linksOf(trx, [...byPerson.keys()]);
  const ids: number[] = [];
  for (const [personId, lineUserId] of links) {
    const notice = byPerson.get(personId)!;
    const link = await letterLink(trx, line.publicUrl, notice.documentId, 'line');
    ids.push(await line.outbox.queue(trx, { personId, lineUserId, text: LINE_MSG.notice(channels.get(notice.event)!.name, subject, notice.text, link) }));
  }
  return ids;
}
