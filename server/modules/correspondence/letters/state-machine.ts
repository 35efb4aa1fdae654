/**
 * The routing state machine, as one table: for each state of a routing step (transaction),
 * which actions are allowed, who may do them, what the step becomes, and which new step the
 * action creates. actions.ts executes this table and nothing else decides what is allowed,
 * so a test can walk every (state, action) pair.
 *
 * How a letter moves (the usual Thai registry flows):
 *  incoming  send -> [unreceived] -receive(เลขรับ)-> [in_hand] -present-> [presented]
 *            -command/consider-> [commanded] back to the presenter -assign-> [assigned]
 *            -consider(report)-> [in_hand] back to the assigner -close-> [closed]
 *  outgoing  create [draft] -present(review)-> [in_review] -review-> [to_sign] -sign-> [to_number]
 *            -issueNumber(เลขส่ง)-> [in_hand] -send-> [unreceived] at the receiving departments
 *  signed electronically: [to_sign] -signElectronic (เลขส่ง first, if none)-> [in_hand] at the owner's
 *            registry, which sends it or presents it to the next signer (present, purpose sign)
 *  any holder may send back (ส่งคืน, reason required), follow (ติดตาม) or close (ปิดเรื่อง) where listed.
 *
 * The actions are the registry of engine/documents/actions.ts (their names, input, audit and
 * notifications) and the states the registry of engine/documents/step-states.ts; this table
 * says where each action is allowed and what it does to the step.
 */
import type { DocumentAction, PresentPurpose } from '../../../../engine/documents/actions';
import { isStepState, type StepState } from '../../../../engine/documents/step-states';

/** What a step asks of its holder; a new step's kind fixes its first state (KIND_START_STATE). */
export const STEP_KINDS = ['create', 'send', 'present', 'assign', 'command', 'return', 'review', 'sign', 'issue', 'follow', 'signed'] as const;
export type StepKind = (typeof STEP_KINDS)[number];

export const KIND_START_STATE: Record<StepKind, StepState> = {
  create: 'draft',
  send: 'unreceived',
  present: 'presented',
  assign: 'assigned',
  command: 'commanded',
  return: 'in_hand',
  review: 'in_review',
  sign: 'to_sign',
  issue: 'to_number',
  follow: 'following',
  signed: 'in_hand',
};

/**
 * Who may act:
 *  holder          the step's to_person (or someone acting for them), or, for a step addressed to
 *                  a department (to_person null), a registry clerk of that department
 *  registryHolder  a holder who is also a registry clerk of the step's department
 *  executiveHolder a holder whose principal (self, or the person they act for) is an executive
 *  holderOrSender  a holder, or the person who sent the step (from_person) — used by follow
 */
export type Who = 'holder' | 'registryHolder' | 'executiveHolder' | 'holderOrSender';

/** Where the new step goes. */
export type Target =
  | 'chosenPeopleOrDepartments' // send: the departments and/or people in the request
  | 'chosenPerson' //              present/review: one person in the request
  | 'chosenPeople' //              assign: one or more people in the request
  | 'sender' //                    back to the step's from_person (or its department's registry)
  | 'ownerRegistry' //             the registry of the letter's owner department
  | 'self'; //                     the actor (follow)

export interface Move {
  /** The acted step's next state; 'same' leaves it (follow). */
  next: StepState | 'same';
  who: Who;
  /** The new step(s) this action creates, by kind, and whom they go to. */
  creates?: { kind: StepKind | 'byPurpose'; to: Target };
  /** Takes the next number of this register (receive: the step's department; send: the owner's). */
  register?: 'receive' | 'send';
  /** Takes the register's number only when the letter has none yet (a second signer keeps the first's). */
  onlyIfUnnumbered?: true;
  /** Signs the letter's PDF electronically, after the number is taken (signatures/sign-letter.ts). */
  signs?: true;
  /**
   * Cancels the number this register gave the step; allowed only while the step holds a live
   * one (a returned letter in hand has no receive number to cancel). The number stays in the
   * register, marked cancelled, and is never given out again.
   */
  undoes?: 'receive' | 'send';
}

const present: Move = { next: 'forwarded', who: 'holder', creates: { kind: 'byPurpose', to: 'chosenPerson' } };
const send: Move = { next: 'forwarded', who: 'holder', creates: { kind: 'send', to: 'chosenPeopleOrDepartments' } };
const assign: Move = { next: 'forwarded', who: 'holder', creates: { kind: 'assign', to: 'chosenPeople' } };
const sendBack: Move = { next: 'returned', who: 'holder', creates: { kind: 'return', to: 'sender' } };
const follow: Move = { next: 'same', who: 'holderOrSender', creates: { kind: 'follow', to: 'self' } };
const close: Move = { next: 'closed', who: 'holder' };

export const TRANSITIONS: Record<StepState, Partial<Record<DocumentAction, Move>>> = {
  // A letter being written (or an external paper letter being registered) by its creator.
  draft: {
    present,
    send,
    // Registering a letter that arrived on paper: the clerk's own draft takes a receive number.
    receive: { next: 'in_hand', who: 'registryHolder', register: 'receive' },
    // The registry numbering its own letter directly.
    issueNumber: { next: 'in_hand', who: 'registryHolder', register: 'send' },
    close,
  },
  // Sent to a department or person, waiting for ลงรับ.
  unreceived: {
    receive: { next: 'in_hand', who: 'holder', register: 'receive' },
    sendBack,
    follow,
  },
  // Received (or returned to us): the holder decides what happens next.
  in_hand: {
    present,
    send,
    assign,
    // Undo a receipt: the number stays in the register, marked cancelled; the step waits again.
    cancelReceive: { next: 'unreceived', who: 'registryHolder', undoes: 'receive' },
    // Undo an outgoing number given by mistake: the letter waits for a number again.
    cancelNumber: { next: 'to_number', who: 'registryHolder', undoes: 'send' },
    sendBack,
    follow,
    close,
  },
  // Presented to an executive for consideration.
  presented: {
    consider: { next: 'done', who: 'executiveHolder', creates: { kind: 'command', to: 'sender' } },
    command: { next: 'done', who: 'executiveHolder', creates: { kind: 'command', to: 'sender' } },
    assign: { ...assign, who: 'executiveHolder' },
    present,
    sendBack,
    follow,
  },
  // Assigned to an officer: they report the result (consider), which goes back to whoever
  // assigned the work so they can close the matter, or they close it themselves.
  assigned: {
    consider: { next: 'done', who: 'holder', creates: { kind: 'return', to: 'sender' } },
    sendBack,
    follow,
    close,
  },
  // Back with the executive's command or result: carry it out.
  commanded: {
    assign,
    send,
    present,
    follow,
    close,
  },
  // A draft waiting for review (ตรวจทาน) before signature.
  in_review: {
    review: { next: 'forwarded', who: 'holder', creates: { kind: 'sign', to: 'chosenPerson' } },
    sendBack,
    follow,
  },
  // Waiting for signature (ลงนาม); signing hands it to the owner's registry for a number.
  to_sign: {
    sign: { next: 'done', who: 'executiveHolder', creates: { kind: 'issue', to: 'ownerRegistry' } },
    // Numbered before the first signature, so the signed file carries its number and date.
    signElectronic: {
      next: 'done',
      who: 'executiveHolder',
      register: 'send',
      onlyIfUnnumbered: true,
      signs: true,
      creates: { kind: 'signed', to: 'ownerRegistry' },
    },
    sendBack,
    follow,
  },
  // Signed, waiting for the outgoing number (ออกเลข).
  to_number: {
    issueNumber: { next: 'in_hand', who: 'registryHolder', register: 'send' },
    sendBack,
    follow,
  },
  // Passed on by its holder: they may still follow it.
  forwarded: { follow },
  done: {},
  returned: {},
  closed: {},
  // A follow marker (jobFollow); closing it stops following.
  following: { close },
};

export function moveFor(state: string, action: DocumentAction): Move | null {
  return isStepState(state) ? (TRANSITIONS[state][action] ?? null) : null;
}

/** present's purpose picks the new step: consideration, review or signature. */
export const PURPOSE_KIND: Record<PresentPurpose, StepKind> = { consider: 'present', review: 'review', sign: 'sign' };
