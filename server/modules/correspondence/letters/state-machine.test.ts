/**
 * Walks the whole table: for every (state, action) pair a fresh letter is brought to that
 * state through real actions, then the action is tried. Allowed pairs must succeed and land
 * in the table's next state; disallowed pairs must answer 409 and change nothing; a stranger
 * must get 403 and change nothing.
 */
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import type { TestDatabase } from '../../../test-support/test-db';
import type { ActionInput } from './actions';
import { DOCUMENT_ACTIONS, isDocumentAction, type DocumentAction } from '../../../../engine/documents/actions';
import { STEP_STATES, type StepState } from '../../../../engine/documents/step-states';
import { KIND_START_STATE, STEP_KINDS, TRANSITIONS, moveFor } from './state-machine';
import { B, C, openTestOrg, type Org, type TestOrg } from '../test-org';

let database: TestDatabase;
let db: Kysely<Database>;
let org: Org;
let h: TestOrg['h'];

beforeAll(async () => {
  ({ database, db, org, h } = await openTestOrg());
});
afterAll(async () => database?.close());

interface Scenario {
  transId: number;
  holder: number;
  sender: number | null;
  /** The registers whose number the step holds (a cancel of another register answers 409). */
  holds?: ('receive' | 'send')[];
}

/** Brings a fresh letter to `state`; returns the step in that state and who holds/sent it. */
async function reach(state: StepState): Promise<Scenario> {
  const sentToB = async () => {
    const d = await h.create(org.officerA);
    const r = await h.act(org.officerA, d.F_TRANS_ID, 'send', { toDepartmentIds: [B] });
    return r.NEW_TRANS_IDS[0]!;
  };
  const receivedByB = async () => {
    const id = await sentToB();
    await h.act(org.clerkB, id, 'receive');
    return id;
  };
  const presentedToExecB = async () => {
    const id = await receivedByB();
    const r = await h.act(org.clerkB, id, 'present', { toPersonIds: [org.execB] });
    return { inHand: id, presented: r.NEW_TRANS_IDS[0]! };
  };
  const toSign = async () => {
    const d = await h.create(org.officerA);
    const r = await h.act(org.officerA, d.F_TRANS_ID, 'present', { purpose: 'sign', toPersonIds: [org.exec] });
    return r.NEW_TRANS_IDS[0]!;
  };
  switch (state) {
    case 'draft':
      return { transId: (await h.create(org.clerkA)).F_TRANS_ID, holder: org.clerkA, sender: org.clerkA };
    case 'unreceived':
      return { transId: await sentToB(), holder: org.clerkB, sender: org.officerA };
    case 'in_hand':
      return { transId: await receivedByB(), holder: org.clerkB, sender: org.officerA, holds: ['receive'] };
    case 'presented':
      return { transId: (await presentedToExecB()).presented, holder: org.execB, sender: org.clerkB };
    case 'assigned': {
      const { presented } = await presentedToExecB();
      const r = await h.act(org.execB, presented, 'assign', { toPersonIds: [org.officerB] });
      return { transId: r.NEW_TRANS_IDS[0]!, holder: org.officerB, sender: org.execB };
    }
    case 'commanded': {
      const { presented } = await presentedToExecB();
      const r = await h.act(org.execB, presented, 'command', { command: 'ดำเนินการตามเสนอ' });
      return { transId: r.NEW_TRANS_IDS[0]!, holder: org.clerkB, sender: org.execB };
    }
    case 'in_review': {
      const d = await h.create(org.officerA);
      const r = await h.act(org.officerA, d.F_TRANS_ID, 'present', { purpose: 'review', toPersonIds: [org.officerA2] });
      return { transId: r.NEW_TRANS_IDS[0]!, holder: org.officerA2, sender: org.officerA };
    }
    case 'to_sign':
      return { transId: await toSign(), holder: org.exec, sender: org.officerA };
    case 'to_number': {
      const r = await h.act(org.exec, await toSign(), 'sign');
      return { transId: r.NEW_TRANS_IDS[0]!, holder: org.clerkA, sender: org.exec };
    }
    case 'forwarded':
      return { transId: (await presentedToExecB()).inHand, holder: org.clerkB, sender: org.officerA };
    case 'done': {
      const { presented } = await presentedToExecB();
      await h.act(org.execB, presented, 'consider', { result: 'ทราบ' });
      return { transId: presented, holder: org.execB, sender: org.clerkB };
    }
    case 'returned': {
      const id = await sentToB();
      await h.act(org.clerkB, id, 'sendBack', { note: 'ส่งผิดหน่วยงาน' });
      return { transId: id, holder: org.clerkB, sender: org.officerA };
    }
    case 'closed': {
      const id = await receivedByB();
      await h.act(org.clerkB, id, 'close');
      return { transId: id, holder: org.clerkB, sender: org.officerA };
    }
    case 'following': {
      const id = await receivedByB();
      const r = await h.act(org.clerkB, id, 'follow');
      return { transId: r.NEW_TRANS_IDS[0]!, holder: org.clerkB, sender: org.clerkB };
    }
  }
}

/** Valid input for each action (recipients chosen so no scenario's holder sends to itself). */
function inputFor(action: DocumentAction): Omit<ActionInput, 'action' | 'transId'> {
  switch (action) {
    case 'send':
      return { toDepartmentIds: [C] };
    case 'present':
      return { toPersonIds: [org.exec] };
    case 'consider':
      return { result: 'ทราบ/อนุมัติ' };
    case 'command':
      return { command: 'มอบกองคลังดำเนินการ' };
    case 'assign':
      return { toPersonIds: [org.officerB] };
    case 'sendBack':
      return { note: 'เอกสารไม่ครบ' };
    case 'cancelNumber':
      return { note: 'ออกเลขผิดฉบับ' };
    case 'review':
      return { toPersonIds: [org.exec] };
    default:
      return {};
  }
}

async function snapshot(transId: number) {
  const count = async (table: 'transactions' | 'notifications' | 'register_entries') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const step = await h.step(transId);
  return {
    step,
    transactions: await count('transactions'),
    notifications: await count('notifications'),
    registers: await count('register_entries'),
    counters: await db.selectFrom('register_counters').selectAll().orderBy('department_id').orderBy('register').execute(),
    document: await db.selectFrom('documents').selectAll().where('id', '=', step.document_id).executeTakeFirstOrThrow(),
    audit: Number((await sql<{ n: string }>`select count(*) as n from audit_log`.execute(db)).rows[0]!.n),
  };
}

async function expectFailure(promise: Promise<unknown>, status: number): Promise<void> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `expected ${status}`).toBeInstanceOf(ApiError);
  expect((error as ApiError).statusCode).toBe(status);
  expect((error as ApiError).message).toMatch(/[\u0E00-\u0E7F]/);
}

describe('state machine table', () => {
  it('names a start state for every step kind and only known states', () => {
    for (const kind of STEP_KINDS) expect(STEP_STATES).toContain(KIND_START_STATE[kind]);
    for (const state of STEP_STATES) {
      for (const move of Object.values(TRANSITIONS[state])) if (move.next !== 'same') expect(STEP_STATES).toContain(move.next);
    }
  });

  it('allows every action of the registry somewhere, and only actions of the registry', () => {
    const allowed = new Set(STEP_STATES.flatMap((state) => Object.keys(TRANSITIONS[state])));
    expect(
      DOCUMENT_ACTIONS.filter((action) => !allowed.has(action)),
      'actions with no transition',
    ).toEqual([]);
    expect(
      [...allowed].filter((action) => !isDocumentAction(action)),
      'transitions of no registry action',
    ).toEqual([]);
    expect(Object.keys(TRANSITIONS).sort()).toEqual([...STEP_STATES].sort());
  });

  // One test per state, each trying all thirteen actions on fresh letters.
  for (const state of STEP_STATES) {
    it(`state ${state}: allowed actions succeed, others answer 409 and change nothing`, async () => {
      for (const action of DOCUMENT_ACTIONS) {
        const scenario = await reach(state);
        expect((await h.step(scenario.transId)).state, `reach ${state}`).toBe(state);
        const table = moveFor(state, action);
        // Cancelling a number the step does not hold is refused like an action out of state.
        const move = table && (!table.undoes || scenario.holds?.includes(table.undoes)) ? table : null;
        if (move?.signs) {
          // Signing is allowed here but this letter was not written on a form and its signer has no
          // signature image: refused, nothing changed, no number taken (the signing itself is
          // walked in signatures/sign-letter.test.ts).
          const before = await snapshot(scenario.transId);
          await expectFailure(h.act(scenario.holder, scenario.transId, action, inputFor(action)), 409);
          expect(await snapshot(scenario.transId), `${state} -${action}-> changed something`).toEqual(before);
        } else if (move) {
          const auditBefore = (await snapshot(scenario.transId)).audit;
          const result = await h.act(scenario.holder, scenario.transId, action, inputFor(action));
          expect(result.STATE, `${state} -${action}->`).toBe(move.next === 'same' ? state : move.next);
          expect((await h.step(scenario.transId)).state).toBe(result.STATE);
          expect(result.NEW_TRANS_IDS.length > 0, `${state} -${action}-> creates a step`).toBe(move.creates !== undefined);
          expect((await snapshot(scenario.transId)).audit).toBe(auditBefore + 1);
        } else {
          const before = await snapshot(scenario.transId);
          await expectFailure(h.act(scenario.holder, scenario.transId, action, inputFor(action)), 409);
          expect(await snapshot(scenario.transId), `${state} -${action}-> changed something`).toEqual(before);
        }
      }
    });
  }

  it('a person unrelated to the step gets the unknown-step answer (404) for every action and nothing changes', async () => {
    for (const state of STEP_STATES) {
      const scenario = await reach(state);
      for (const action of DOCUMENT_ACTIONS) {
        const before = await snapshot(scenario.transId);
        await expectFailure(h.act(org.outsider, scenario.transId, action, inputFor(action)), 404);
        expect(await snapshot(scenario.transId)).toEqual(before);
      }
    }
  });

  it('the sender of a step may follow it but not act for its holder (403)', async () => {
    const presented = await reach('presented');
    await expectFailure(h.act(presented.sender!, presented.transId, 'consider', { result: 'ทราบ' }), 403);
    await expectFailure(h.act(presented.sender!, presented.transId, 'assign', { toPersonIds: [org.officerB] }), 403);
    const followed = await h.act(presented.sender!, presented.transId, 'follow');
    expect(followed.STATE).toBe('presented');
    const toSign = await reach('to_sign');
    await expectFailure(h.act(toSign.sender!, toSign.transId, 'sign'), 403);
  });

  it('executive-only and registry-only moves refuse other holders (403)', async () => {
    // A present to an officer for review is allowed, but review is not consider: officers cannot sign.
    const draft = await h.create(org.officerA);
    // officerA holds the draft but is no registry clerk: no receive number, no outgoing number.
    await expectFailure(h.act(org.officerA, draft.F_TRANS_ID, 'receive'), 403);
    await expectFailure(h.act(org.officerA, draft.F_TRANS_ID, 'issueNumber'), 403);
  });
});
