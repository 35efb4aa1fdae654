/**
 * A burst of registry work over the HTTP API, as several clerks at once would do it: create a
 * letter, then take a number for it (receive it into the receive register, or issue it an
 * outgoing number), and now and then cancel that number and take another. Optionally reads
 * between writes (the queue tiles and the letter just written).
 *
 * The transport is the caller's (app.inject, or fetch to a real server), so the same burst runs
 * in-process and against a child process. Every answer is kept: the writes answered 200 (what
 * consistency-checks.ts must then find in the database) and every other answer.
 */
import { ROUTES } from '../../engine/api/routes';
import type { AcknowledgedWrite } from './consistency-checks';

/** One HTTP answer; status 0 when no answer came (connection refused or reset, time-out). */
export interface CallAnswer {
  status: number;
  body: { status?: string; message?: string; item?: Record<string, unknown> } | null;
}

export type Call = (path: string, fields: Record<string, string>) => Promise<CallAnswer>;

export interface BurstAnswer {
  path: string;
  status: number;
  message: string | null;
  /** The envelope's status field, to check failures are answered in the envelope. */
  envelope: string | null;
}

export interface BurstLog {
  acknowledged: AcknowledgedWrite[];
  /** Every answer that was not 200. */
  failures: BurstAnswer[];
  succeeded: number;
}

export interface BurstOptions {
  workers: number;
  /** The burst stops once this answers true (checked between calls, with what it has done so far). */
  stop: (log: BurstLog) => boolean;
  /** Makes the subjects of this burst's letters unique. */
  label: string;
  /** Also read the queue tiles and the letter after each write. */
  reads?: boolean;
}

const item = (answer: CallAnswer) => answer.body?.item ?? {};

export async function runWriteBurst(call: Call, options: BurstOptions): Promise<BurstLog> {
  const log: BurstLog = { acknowledged: [], failures: [], succeeded: 0 };
  const send = async (path: string, fields: Record<string, string>): Promise<CallAnswer | null> => {
    const answer = await call(path, fields);
    if (answer.status === 200) {
      log.succeeded++;
      return answer;
    }
    log.failures.push({ path, status: answer.status, message: answer.body?.message ?? null, envelope: answer.body?.status ?? null });
    return null;
  };
  const act = async (stepId: number, action: string, extra: Record<string, string> = {}): Promise<boolean> => {
    const answer = await send(ROUTES.documentAction.path, { F_TRANS_ID: String(stepId), ACTION: action, ...extra });
    if (!answer) return false;
    const reply = item(answer);
    log.acknowledged.push({
      kind: 'action',
      action,
      stepId,
      receiveNo: (reply.RECEIVE_NO as number | null) ?? null,
      docNo: action === 'issueNumber' ? ((reply.F_DOC_NO as string | null) ?? null) : null,
    });
    return true;
  };
  const read = async (documentId: number): Promise<void> => {
    if (!options.reads) return;
    await send(ROUTES.getTodoLists.path, {});
    await send(ROUTES.getDocument.path, { F_DOC_ID: String(documentId) });
  };

  const worker = async (w: number): Promise<void> => {
    for (let i = 0; !options.stop(log); i++) {
      const subject = `${options.label} ${w}-${i}`;
      const created = await send(ROUTES.createDocument.path, { F_DOC_TYPE_ID: '2', F_DOC_TITLE: subject, F_DEAR: 'ผู้อำนวยการ' });
      if (!created) continue;
      const documentId = item(created).F_DOC_ID as number;
      const stepId = item(created).F_TRANS_ID as number;
      log.acknowledged.push({ kind: 'create', documentId, stepId, subject });
      if (options.stop(log)) break;
      // A write answered with an error may still have been committed (the answer was lost):
      // the step is then in an unknown state, so the worker moves on to a new letter.
      const outgoing = i % 2 === 1;
      if (!(await act(stepId, outgoing ? 'issueNumber' : 'receive'))) continue;
      await read(documentId);
      if (i % 3 === 0 && !options.stop(log)) {
        // Cancel the number (it stays used) and take the next one.
        if (outgoing) {
          if (await act(stepId, 'cancelNumber', { NOTE: 'ออกเลขผิด' })) await act(stepId, 'issueNumber');
        } else if (await act(stepId, 'cancelReceive', { NOTE: 'ลงรับผิด' })) await act(stepId, 'receive');
      }
    }
  };
  await Promise.all(Array.from({ length: options.workers }, (_, w) => worker(w)));
  return log;
}
