/**
 * A mailbox the browser suites can read. global-setup starts one SMTP server (the `smtp-server`
 * package, the server side of the nodemailer the portal sends with) on a free local port and
 * points every tenant server's SMTP_URL at it; each message it receives is written as one JSON
 * file into a folder named in the environment, so a test in any worker finds what the portal
 * mailed (a one-time signing code) the way a person would find it in their inbox.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** The folder of received messages, set by global-setup for the workers. */
export const MAIL_DIR_ENV = 'E2E_MAIL_DIR';

interface StoredMail {
  to: string[];
  receivedAt: number;
  raw: string;
}

export interface MailCatcher {
  smtpUrl: string;
  dir: string;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const dir = mkdtempSync(path.join(tmpdir(), 'saraban-e2e-mail-'));
  let count = 0;
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no TLS to negotiate and no account to sign in with.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          receivedAt: Date.now(),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        count += 1;
        writeFileSync(path.join(dir, `${String(count).padStart(6, '0')}.json`), JSON.stringify(mail));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    dir,
    close: () =>
      new Promise<void>((resolve) =>
        server.close(() => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        }),
      ),
  };
}

/** The text of a message's body: quoted-printable or base64 undone (nodemailer uses either for Thai). */
export function mailText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const text = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else bytes.push(text.charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The bodies of the messages sent to an address since a moment, oldest first. */
export function mailsTo(address: string, since: number): string[] {
  const dir = process.env[MAIL_DIR_ENV];
  if (!dir) throw new Error(`${MAIL_DIR_ENV} is not set: run the suite with \`npx playwright test\` so global-setup starts the mail catcher.`);
  return readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as StoredMail)
    .filter((mail) => mail.receivedAt >= since && mail.to.includes(address.toLowerCase()))
    .map((mail) => mailText(mail.raw));
}
