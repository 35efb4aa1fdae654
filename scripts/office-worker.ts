/**
 * One person of `npm run bench:office` at work: signs in through the real sign-in (robot check
 * solved, "sign in on this device" confirmed), keeps a socket.io connection as the browser
 * does, then until the run ends thinks 1–5 s and does the next step of the office mix
 * (scripts/office-mix.ts) through the HTTP API, as the portal's client sends it (form fields,
 * bearer token, an Idempotency-Key on writes). Every call is timed from sending to the last
 * byte of the answer; a call answered other than 200 with status 'success' is an error.
 *
 * Writes the server acknowledged are kept for the consistency checks
 * (server/test-support/consistency-checks.ts), and every letter passed on to a colleague
 * expects a new-notification push on the colleague's socket: its delay is timed too.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { encodeForm, newIdempotencyKey, type FormBody } from '../engine/api/client';
import { routePath } from '../engine/api/route-path';
import { ROUTES, type RouteName } from '../engine/api/routes';
import { REALTIME_EVENTS, type NewNotificationPayload } from '../engine/realtime/events';
import type { AcknowledgedWrite } from '../server/test-support/consistency-checks';
import type { LatencyLog } from './latency-report';
import { chooseInteraction, pick, thinkTime, type Interaction, type Random } from './office-mix';
import type { OfficePerson } from './office-fill';
import { signIn } from './portal-session';
import type { OfficePushes } from './office-pushes';

/** The row name of the push delay (not a call: no p95 target). */
export const PUSH_ROW = 'push: letter passed on -> colleague';

/** What every person of one run shares. */
export interface OfficeRun {
  log: LatencyLog;
  random: Random;
  /** The run ends when Date.now() passes this. */
  deadline: number;
  /** Everyone at work (a letter is passed on to one of them). */
  colleagues: readonly OfficePerson[];
  /** The tenant's queues (get-todo-list type codes). */
  queues: readonly string[];
  captcha: boolean;
  password: string;
  /** Socket.io path of the tenant. */
  socketPath: string;
  acknowledged: AcknowledgedWrite[];
  /** Attachment ids the server answered an upload with. */
  uploads: number[];
  /** The pushes the run waits for (letters passed on to a colleague). */
  pushes: OfficePushes;
  /** Socket drops the client did not ask for, by socket.io's reason. */
  disconnects: Map<string, number>;
}

interface Answer {
  status: number;
  body: Record<string, unknown> | null;
}

const SEARCHES = ['ประชุม', 'งบประมาณ', 'ตรวจราชการ', 'พัสดุ', 'ขออนุมัติ', 'รายงาน'];
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A PDF-looking file of 20–120 KiB, different every time (so each upload is stored, not deduplicated). */
function uploadBytes(random: Random): Buffer {
  const size = 20 * 1024 + Math.floor(random() * 100 * 1024);
  return Buffer.concat([Buffer.from('%PDF-1.4\n% bench:office upload\n'), randomBytes(size)]);
}

export class OfficeWorker {
  private token: string | null = null;
  private socket: Socket | null = null;
  /** Letters seen in queue pages (ids), most recent last. */
  private readonly seen: number[] = [];
  /** Steps this person received and still holds. */
  private readonly inHand: { stepId: number; documentId: number }[] = [];
  /** Steps this person tried to receive (not offered again if the queue page still shows them). */
  private readonly tried = new Set<number>();

  constructor(
    readonly person: OfficePerson,
    readonly url: string,
    private readonly run: OfficeRun,
  ) {}

  /** Times one call; answers null (and records an error) when it failed. */
  private async timed(name: string, send: () => Promise<Response>, read: 'json' | 'bytes' = 'json'): Promise<Answer | null> {
    const t0 = performance.now();
    let answer: Answer;
    try {
      const response = await send();
      if (read === 'bytes') {
        const bytes = await response.arrayBuffer();
        answer = { status: response.status, body: response.ok ? { status: 'success', bytes: bytes.byteLength } : null };
      } else {
        const text = await response.text();
        let body: Record<string, unknown> | null = null;
        try {
          body = JSON.parse(text) as Record<string, unknown>;
        } catch {
          body = null;
        }
        answer = { status: response.status, body };
      }
    } catch (error) {
      this.run.log.fail(name, `no answer: ${(error as Error).message}`);
      return null;
    }
    const ms = performance.now() - t0;
    if (answer.status !== 200 || answer.body?.status !== 'success') {
      this.run.log.fail(name, `HTTP ${answer.status} ${String(answer.body?.message ?? '')}`.trim());
      return null;
    }
    this.run.log.record(name, ms);
    return answer;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { accept: 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...extra };
  }

  /** POSTs a call's form fields as the portal client does (an Idempotency-Key on the calls the route table flags). */
  private post(name: string, route: RouteName, fields: FormBody): Promise<Answer | null> {
    const spec = ROUTES[route] as { idempotent?: true };
    return this.timed(name, () =>
      fetch(this.url + routePath(route), {
        method: 'POST',
        headers: this.headers({
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
          ...(spec.idempotent ? { 'idempotency-key': newIdempotencyKey() } : {}),
        }),
        body: encodeForm(fields).toString(),
      }),
    );
  }

  private async signIn(): Promise<boolean> {
    const t0 = performance.now();
    try {
      const session = await signIn(this.url, { username: this.person.username, password: this.run.password, captcha: this.run.captcha });
      this.token = session.token;
      this.run.log.record('sign in', performance.now() - t0);
    } catch (error) {
      this.run.log.fail('sign in', (error as Error).message);
      return false;
    }
    return this.connect();
  }

  /** The browser's socket: the bearer token in the handshake, WebSocket transport. */
  private connect(): Promise<boolean> {
    const t0 = performance.now();
    return new Promise((resolve) => {
      // As the browser's: it reconnects after a drop (a missed ping on a starved machine, say).
      const socket = io(this.url, { path: this.run.socketPath, transports: ['websocket'], auth: { token: this.token }, reconnection: true, timeout: 20_000 });
      let pushSocket: number | undefined;
      socket.on('disconnect', (reason) => {
        this.run.pushes.disconnected(this.person.id, pushSocket);
        if (this.socket === socket) this.run.disconnects.set(reason, (this.run.disconnects.get(reason) ?? 0) + 1);
      });
      // Every connect, the reconnects after a drop included: the server has joined the person's room by then.
      socket.on('connect', () => void (pushSocket = this.run.pushes.connected(this.person.id)));
      socket.on(REALTIME_EVENTS.newNotification, (payload: NewNotificationPayload) => {
        if (payload.F_TRANS_ID === null) return;
        this.run.pushes.arrived(payload.F_TRANS_ID, performance.now());
      });
      socket.once('connect', () => {
        this.run.log.record('socket connect', performance.now() - t0);
        this.socket = socket;
        resolve(true);
      });
      socket.once('connect_error', (error) => {
        this.run.log.fail('socket connect', error.message);
        socket.close();
        resolve(false);
      });
    });
  }

  private async signOutAndIn(): Promise<void> {
    // The server closes the session's sockets at sign-out: not a drop.
    const socket = this.socket;
    this.socket = null;
    this.run.pushes.disconnected(this.person.id);
    await this.post('sign out', 'logout', {});
    socket?.close();
    this.token = null;
    await this.signIn();
  }

  private remember(items: unknown): void {
    for (const row of (items as { F_DOC_ID?: number }[] | undefined) ?? []) {
      if (typeof row.F_DOC_ID !== 'number') continue;
      this.seen.push(row.F_DOC_ID);
    }
    if (this.seen.length > 60) this.seen.splice(0, this.seen.length - 60);
  }

  private async queuePage(typeCode: string): Promise<{ F_TRANS_ID: number; F_DOC_ID: number }[]> {
    const answer = await this.post('queue page', 'getTodoList', { typeCode, page: 1, pageSize: 10 });
    const items = (answer?.body?.items as { F_TRANS_ID: number; F_DOC_ID: number }[] | undefined) ?? [];
    this.remember(items);
    return items;
  }

  private async openLetter(): Promise<void> {
    if (this.seen.length === 0) await this.queuePage(pick(this.run.random, this.run.queues));
    if (this.seen.length === 0) return;
    const documentId = pick(this.run.random, this.seen);
    const answer = await this.post('open letter', 'getDocument', { F_DOC_ID: documentId });
    const attachments = ((answer?.body?.item as { attachments?: { ATTACH_ID: number }[] } | undefined)?.attachments ?? []).map((a) => a.ATTACH_ID);
    if (attachments.length === 0) return;
    const id = pick(this.run.random, attachments);
    await this.timed(
      'download attachment',
      () => fetch(this.url + routePath('downloadAttachment', { id }), { headers: this.headers({ accept: '*/*' }) }),
      'bytes',
    );
  }

  /** ลงรับ: the first letter of the inbox queue not tried yet takes the next receive number. */
  private async receive(): Promise<void> {
    const rows = await this.queuePage('unreceived');
    const row = rows.find((r) => !this.tried.has(r.F_TRANS_ID));
    if (!row) return;
    this.tried.add(row.F_TRANS_ID);
    const answer = await this.post('receive', 'documentAction', { F_TRANS_ID: row.F_TRANS_ID, ACTION: 'receive' });
    if (!answer) return;
    const item = answer.body!.item as { RECEIVE_NO: number | null };
    this.run.acknowledged.push({ kind: 'action', action: 'receive', stepId: row.F_TRANS_ID, receiveNo: item.RECEIVE_NO, docNo: null });
    this.inHand.push({ stepId: row.F_TRANS_ID, documentId: row.F_DOC_ID });
  }

  /** A received letter passed on to a colleague at work (who is notified, and will receive it). */
  private async sendOn(): Promise<void> {
    const step = this.inHand.shift();
    if (!step) return this.receive();
    const others = this.run.colleagues.filter((p) => p.id !== this.person.id);
    const to = pick(this.run.random, others);
    const t0 = performance.now();
    const toSocket = this.run.pushes.socketOf(to.id);
    const answer = await this.post('send on', 'documentAction', { F_TRANS_ID: step.stepId, ACTION: 'send', TO_PERSON_IDS: [to.id], NOTE: 'โปรดดำเนินการ' });
    if (!answer) return;
    const item = answer.body!.item as { NEW_TRANS_IDS: number[] };
    this.run.acknowledged.push({ kind: 'action', action: 'send', stepId: step.stepId, receiveNo: null, docNo: null });
    this.run.pushes.sent(item.NEW_TRANS_IDS, to.id, toSocket, t0);
  }

  private async upload(): Promise<void> {
    const step = this.inHand[this.inHand.length - 1];
    if (!step) return this.receive();
    const name = `บันทึกข้อความ-${this.person.id}-${Date.now()}.pdf`;
    const query = encodeForm({ F_DOC_ID: step.documentId, FILE_NAME: name }).toString();
    const body = uploadBytes(this.run.random);
    const answer = await this.timed('upload file', () =>
      fetch(`${this.url}${routePath('uploadAttachment')}?${query}`, {
        method: 'POST',
        headers: this.headers({ 'content-type': 'application/pdf', 'idempotency-key': newIdempotencyKey() }),
        body: new Uint8Array(body),
      }),
    );
    const id = (answer?.body?.item as { ATTACH_ID?: number } | undefined)?.ATTACH_ID;
    if (typeof id === 'number') this.run.uploads.push(id);
  }

  private async notifications(): Promise<void> {
    if (this.run.random() < 0.5) await this.post('notifications (bell)', 'getNotifications', {});
    else await this.post('notification list', 'notificationList', { page: 1, pageSize: 20 });
  }

  async step(interaction: Interaction): Promise<void> {
    switch (interaction) {
      case 'queue counts':
        await this.post('queue counts', 'getTodoLists', {});
        return;
      case 'queue page':
        await this.queuePage(pick(this.run.random, this.run.queues));
        return;
      case 'open letter':
        return this.openLetter();
      case 'receive':
        return this.receive();
      case 'send on':
        return this.sendOn();
      case 'upload file':
        return this.upload();
      case 'search':
        await this.post('search', 'searchDocuments', { search: pick(this.run.random, SEARCHES), page: 1, pageSize: 20 });
        return;
      case 'notifications':
        return this.notifications();
      case 'sign in again':
        return this.signOutAndIn();
    }
  }

  /** Starts after `delayMs` (the ramp) and works until the deadline; the socket stays open (close() ends it). */
  async work(delayMs: number): Promise<void> {
    await sleep(delayMs);
    if (!(await this.signIn())) return;
    // What the browser loads right after sign-in: the tiles.
    await this.post('queue counts', 'getTodoLists', {});
    while (Date.now() < this.run.deadline) {
      await sleep(thinkTime(this.run.random));
      if (Date.now() >= this.run.deadline) break;
      if (!this.token && !(await this.signIn())) continue;
      await this.step(chooseInteraction(this.run.random));
    }
  }

  /** Closes the socket (after the run, once the last pushes had time to arrive). */
  close(): void {
    const socket = this.socket;
    this.socket = null;
    this.run.pushes.disconnected(this.person.id);
    socket?.close();
  }
}
