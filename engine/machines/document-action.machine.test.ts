import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DocumentAction } from '../documents/actions';
import type { ActionBody } from '../documents/document-actions';
import { documentActionMachine, type SubmitReply } from './document-action.machine';

const TRANS_ID = 71;
const UNRECEIVED: DocumentAction[] = ['receive', 'sendBack'];
const AFTER_RECEIVE: DocumentAction[] = ['sendBack'];

function start(actions: DocumentAction[], reply: (body: ActionBody) => Promise<SubmitReply> = async () => ({ status: 'success' })) {
  const submitAction = vi.fn(reply);
  const actor = createActor(documentActionMachine.provide({ actors: { submitAction: fromPromise(({ input }) => submitAction(input)) } }), {
    input: { transId: TRANS_ID, actions },
  }).start();
  return { actor, submitAction };
}

describe('document action machine', () => {
  it('starts on the first allowed action and sends its body', async () => {
    const { actor, submitAction } = start(UNRECEIVED);
    expect(actor.getSnapshot().context.action).toBe('receive');
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitAction).toHaveBeenCalledWith({ F_TRANS_ID: TRANS_ID, ACTION: 'receive' });
    expect(actor.getSnapshot().output).toEqual({ action: 'receive' });
  });

  it('moves the choice to the first allowed action when the list loses it, and keeps it otherwise', () => {
    const { actor } = start(['consider', 'command', 'assign']);
    actor.send({ type: 'CHOOSE', action: 'command' });
    actor.send({ type: 'ACTIONS_CHANGED', actions: ['command', 'assign'] });
    expect(actor.getSnapshot().context.action).toBe('command');
    actor.send({ type: 'ACTIONS_CHANGED', actions: ['assign'] });
    expect(actor.getSnapshot().context.action).toBe('assign');
  });

  it('ignores a choice the list does not hold', () => {
    const { actor } = start(AFTER_RECEIVE);
    actor.send({ type: 'CHOOSE', action: 'receive' });
    expect(actor.getSnapshot().context.action).toBe('sendBack');
  });

  it('sends nothing while a required field is missing, and drops a field’s message once it is edited', async () => {
    const { actor, submitAction } = start(AFTER_RECEIVE);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ reason: 'reasonRequired' });
    actor.send({ type: 'UPDATE', patch: { reason: 'ส่งผิดหน่วยงาน' } });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitAction).toHaveBeenCalledOnce();
    expect(submitAction).toHaveBeenCalledWith({ F_TRANS_ID: TRANS_ID, ACTION: 'sendBack', NOTE: 'ส่งผิดหน่วยงาน' });
  });

  it('a refusal keeps the form and shows the server’s words; sending again can succeed', async () => {
    let answer: SubmitReply = { status: 'error', message: 'ไม่สามารถส่งคืนหนังสือได้' };
    const { actor, submitAction } = start(AFTER_RECEIVE, async () => answer);
    actor.send({ type: 'UPDATE', patch: { reason: 'ข้อมูลไม่ครบ' } });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.serverMessage).toBe('ไม่สามารถส่งคืนหนังสือได้');
    expect(actor.getSnapshot().context.form.reason).toBe('ข้อมูลไม่ครบ');
    answer = { status: 'success' };
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(submitAction).toHaveBeenCalledTimes(2);
  });

  it('a failed call (network, or 5xx after the client’s retries) can be retried', async () => {
    let fail = true;
    const { actor } = start(['receive'], async () => {
      if (fail) throw new Error('network');
      return { status: 'success' };
    });
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.serverMessage).toBeNull();
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('ignores choices while sending', async () => {
    let release: (reply: SubmitReply) => void = () => {};
    const { actor } = start(UNRECEIVED, () => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'CHOOSE', action: 'sendBack' });
    expect(actor.getSnapshot().context.action).toBe('receive');
    release({ status: 'success' });
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('drops the chosen people when a new purpose or action changes who may be chosen', () => {
    const { actor } = start(['present', 'assign']);
    actor.send({ type: 'UPDATE', patch: { personIds: [2] } });
    actor.send({ type: 'UPDATE', patch: { purpose: 'review' } });
    expect(actor.getSnapshot().context.form.personIds).toEqual([]);
    actor.send({ type: 'UPDATE', patch: { personIds: [3] } });
    actor.send({ type: 'CHOOSE', action: 'assign' });
    expect(actor.getSnapshot().context.form.personIds).toEqual([3]);
  });
});
