/**
 * The twelve work queues as data, one entry per queue code: which routing steps the queue
 * lists, and how its tile and table look. Everything else reads a queue from here: the server
 * turns `states`, `whose` and `exceptKind` into its SQL predicates and fills its tiles from the
 * look; the client keys its tile icons and its titles by the same entries. The words of a title
 * are translations and live in engine/i18n/locales/*.json under the entry's `titleKey`.
 *
 * The codes are also the enum `queueCode` of schemas/tenant.schema.json, because manifests list
 * queues and the schema validates them; `satisfies Record<QueueCode, …>` makes the compiler
 * hold the two sets equal, and tests/contract/schema-enums.test.ts compares the lists.
 *
 * Browser-safe data only (no I/O, no React): the server and the client bundle both import it.
 */
import type { QueueCode } from '../../schemas/generated/tenant';
import type { DocumentModalType } from '../documents/modal-types';
import type { StepState } from '../documents/step-states';

export interface QueueEntry {
  /** The states of the routing steps it lists. */
  states: readonly StepState[];
  /**
   * holder: the step is addressed to the viewer (or someone they act for today), or to a
   * department whose registry the viewer keeps. sender: the viewer (or their principal) sent it.
   */
  whose: 'holder' | 'sender';
  /** Steps of this kind are left out even in a listed state. */
  exceptKind?: string;
  /** The tile's colour (#rrggbb). */
  color: string;
  /** The tile's icon, by name; widgets/dashboard/queue-icons.ts maps each name to a picture. */
  icon: string;
  /** The Thai heading of the queue's table in the get-todo-lists reply. */
  header: string;
  /** The document modal a row of the queue opens. */
  document: DocumentModalType;
  /** The i18n key of the standard title (a manifest's queueTitles may override it). */
  titleKey: string;
}

export const QUEUE_REGISTRY = {
  // รอตรวจทาน: drafts presented to me for review.
  review: {
    states: ['in_review'],
    whose: 'holder',
    color: '#6f42c1',
    icon: 'RateReview',
    header: 'รายการหนังสือรอตรวจทาน',
    document: 'presentDocument',
    titleKey: 'queue.review',
  },
  // รอลงนาม: letters waiting for my signature.
  sign: {
    states: ['to_sign'],
    whose: 'holder',
    color: '#d63384',
    icon: 'Draw',
    header: 'รายการหนังสือรอลงนาม',
    document: 'viewDocument',
    titleKey: 'queue.sign',
  },
  // เรื่องที่พิจารณา: letters presented to me (an executive) for consideration.
  jobReceived: {
    states: ['presented'],
    whose: 'holder',
    color: '#0d6efd',
    icon: 'FactCheck',
    header: 'รายการเรื่องที่เสนอให้พิจารณา',
    document: 'recordResultConsiderationDocument',
    titleKey: 'queue.jobReceived',
  },
  // งานที่ได้รับมอบหมาย: work assigned to me, not yet reported or closed.
  jobReceived2: {
    states: ['assigned'],
    whose: 'holder',
    color: '#198754',
    icon: 'AssignmentInd',
    header: 'รายการงานที่ได้รับมอบหมาย',
    document: 'viewReportDocumentPerson',
    titleKey: 'queue.jobReceived2',
  },
  // รอลงรับ: letters sent to me or to a department whose registry I keep, not yet received.
  unreceived: {
    states: ['unreceived'],
    whose: 'holder',
    color: '#dc3545',
    icon: 'MoveToInbox',
    header: 'รายการหนังสือรอลงรับ',
    document: 'viewDocument',
    titleKey: 'queue.unreceived',
  },
  // รอดำเนินการ: letters in my hands (received, returned to me, or my own drafts) awaiting my next step.
  waitAssign: {
    states: ['in_hand', 'draft'],
    whose: 'holder',
    color: '#fd7e14',
    icon: 'PendingActions',
    header: 'รายการหนังสือรอดำเนินการ',
    document: 'assignPresentDocument',
    titleKey: 'queue.waitAssign',
  },
  // งานที่เสนอเพื่อพิจารณา: what I presented that the executive has not yet considered.
  jobAssign: {
    states: ['presented'],
    whose: 'sender',
    color: '#20c997',
    icon: 'Forward',
    header: 'รายการงานที่เสนอเพื่อพิจารณา',
    document: 'presentDocument',
    titleKey: 'queue.jobAssign',
  },
  // งานที่มอบหมาย: work I assigned that is still open with the assignee.
  jobAssign2: {
    states: ['assigned'],
    whose: 'sender',
    color: '#0dcaf0',
    icon: 'Assignment',
    header: 'รายการงานที่มอบหมาย',
    document: 'assignDocument',
    titleKey: 'queue.jobAssign2',
  },
  // รอออกเลข: signed letters of my registry waiting for an outgoing number.
  unsigned: {
    states: ['to_number'],
    whose: 'holder',
    color: '#6610f2',
    icon: 'Tag',
    header: 'รายการหนังสือรอออกเลข',
    document: 'viewDocument',
    titleKey: 'queue.unsigned',
  },
  // งานเกษียนหนังสือ: letters back from the executive with a command/result for me to carry out.
  jobCommand: {
    states: ['commanded'],
    whose: 'holder',
    color: '#b02a37',
    icon: 'Gavel',
    header: 'รายการงานเกษียนหนังสือ',
    document: 'commandDocument',
    titleKey: 'queue.jobCommand',
  },
  // งานที่ติดตาม: letters I follow (follow markers I have not closed).
  jobFollow: {
    states: ['following'],
    whose: 'holder',
    color: '#0b7285',
    icon: 'Visibility',
    header: 'รายการงานที่ติดตาม',
    document: 'viewReportDocument',
    titleKey: 'queue.jobFollow',
  },
  // งานที่ปิดแล้ว: steps I (or my registry) closed; a closed follow marker only means I stopped following.
  jobCompleted: {
    states: ['closed'],
    whose: 'holder',
    exceptKind: 'follow',
    color: '#6c757d',
    icon: 'TaskAlt',
    header: 'รายการงานที่ปิดแล้ว',
    document: 'viewDocument',
    titleKey: 'queue.jobCompleted',
  },
} as const satisfies Record<QueueCode, QueueEntry>;

/** Every queue code, in the registry's order. */
export const QUEUE_CODES = Object.keys(QUEUE_REGISTRY) as QueueCode[];

/** The icon names the registry uses. */
export type QueueIcon = (typeof QUEUE_REGISTRY)[QueueCode]['icon'];
