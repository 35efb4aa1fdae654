/**
 * Outgoing e-mail. Every message is first written to mail_outbox (so nothing is lost and an
 * administrator can read what was sent). With SMTP_URL set, it is then sent by nodemailer and
 * marked sent; without it, the outbox is where it stays (the zero-set-up default; tests read it).
 * The sender is the administrator's (admin-configs) where they set one, else MAIL_FROM.
 */
import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(db: Kysely<Database>, message: MailMessage): Promise<void>;
  /**
   * Writes the message to the outbox only, with the sender of the moment, and returns its id:
   * for mail that belongs to a transaction (a letter's notifications), so that it exists only
   * if the transaction commits. deliver() sends it afterwards.
   */
  queue(db: Kysely<Database>, message: MailMessage): Promise<number>;
  /** Sends queued messages by id (those not sent yet); without SMTP they stay in the outbox. Never rejects. */
  deliver(db: Kysely<Database>, ids: number[]): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | null; from: string; log: (msg: string) => void }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const queue = async (db: Kysely<Database>, message: MailMessage): Promise<number> => {
    const from = await senderOf(db, options.from);
    const row = await db
      .insertInto('mail_outbox')
      .values({ to_address: message.to, subject: message.subject, body_text: message.text, from_address: from })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  };
  const deliver = async (db: Kysely<Database>, ids: number[]): Promise<void> => {
    if (!transport || ids.length === 0) return;
    let rows;
    try {
      rows = await db
        .selectFrom('mail_outbox')
        .select(['id', 'to_address', 'subject', 'body_text', 'from_address'])
        .where('id', 'in', ids)
        .where('sent_at', 'is', null)
        .orderBy('id')
        .execute();
    } catch (error) {
      // Callers may not wait for delivery; what is queued stays in the outbox for the administrator.
      options.log(`mail outbox unreadable: ${(error as Error).message}`);
      return;
    }
    for (const row of rows) {
      try {
        await transport.sendMail({ from: row.from_address ?? options.from, to: row.to_address, subject: row.subject, text: row.body_text });
        await db.updateTable('mail_outbox').set({ sent_at: new Date() }).where('id', '=', row.id).execute();
      } catch (error) {
        // The request that caused the mail still succeeds; the failure is kept for the administrator.
        const reason = (error as Error).message;
        options.log(`mail to ${row.to_address} failed: ${reason}`);
        await db
          .updateTable('mail_outbox')
          .set({ error: reason })
          .where('id', '=', row.id)
          .execute()
          .catch((e: Error) => options.log(`mail outbox not updated: ${e.message}`));
      }
    }
  };
  return {
    queue,
    deliver,
    async send(db, message) {
      await deliver(db, [await queue(db, message)]);
    },
  };
}

/**
 * The sender as the administrator set it on the admin-configs page, read when each message is
 * sent so a change applies at once: their address or else the environment's, with their display
 * name when they gave one ("ชื่อ" <address>).
 */
export async function senderOf(db: Kysely<Database>, environmentFrom: string): Promise<string> {
  const configs = await db.selectFrom('admin_configs').select(['mail_from', 'mail_sender']).where('id', '=', 1).executeTakeFirst();
  const address = configs?.mail_from ?? environmentFrom;
  return configs?.mail_sender ? `"${configs.mail_sender}" <${address}>` : address;
}
