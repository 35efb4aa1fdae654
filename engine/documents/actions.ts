/**
 * The actions on a routing step (the ACTION of the documentAction call), one entry per action
 * holding everything about it but where it is allowed: its button and its name (i18n keys; the
 * words live in engine/i18n/locales/*.json), the icon of its log row, the input it takes and
 * which of it is required, the audit row it writes and the notifications it raises.
 *
 * Read by both sides: the client's document modal offers, validates and sends from it; the
 * server checks required input, names the action in Thai through `nameKey`, writes `audit` and
 * picks the notification among `notifies`. Where an action is allowed (from which state to
 * which, who may do it, which step it creates) is the state table of
 * server/modules/correspondence/letters/state-machine.ts, typed by this registry.
 *
 * `npm run gen:types` writes the codes into schemas/api/document-action-code.schema.json (the
 * ACTION of document-action, the ACTIONS of get-document) and the purposes into the PURPOSE of
 * document-action.request, and `gen:types -- --check` fails when the schemas differ.
 *
 * Browser-safe data only (no I/O, no React): the server and the client bundle both import it.
 */

/**
 * The input an action asks for; recipients: departments and/or people of the organisation;
 * personOne / executiveOne: exactly one person (an executive where needsExecutive says so);
 * jobType / signType: a kind from the job-type / sign-type settings pages; signingCode: the grant
 * a confirmed one-time code gives (SIGN_GRANT), without which no private key is used;
 * attachments: the letter's PDF attachments to sign along with it (SIGN_ATTACHMENT_IDS).
 */
export type ActionField =
  | 'personOne'
  | 'executiveOne'
  | 'people'
  | 'recipients'
  | 'result'
  | 'command'
  | 'reason'
  | 'note'
  | 'purpose'
  | 'dueDate'
  | 'jobType'
  | 'signType'
  | 'signingCode'
  | 'attachments';

/** A required input must be given for the action to be done; an optional one may be left empty. */
export type InputNeed = 'required' | 'optional';

export interface ActionEntry {
  /** The i18n key of the action's button in the document modal and its name in the routing history. */
  labelKey: string;
  /**
   * The i18n key of the action's name where it is reported rather than offered: the server's
   * messages, the audit row's header, alerts, the usage history and the registers. It is the
   * label of the audit row (settings.auditActions.*), so the log pages name the action alike.
   */
  nameKey: string;
  /** The icon of the action's row in the header's log tab (a @mui/icons-material name). */
  icon: string;
  /** The input the action takes, each required or optional; the client sends nothing else. */
  inputs: Partial<Record<ActionField, InputNeed>>;
  /** The audit_log action of its audit row. */
  audit: `sarabun.${string}`;
  /**
   * The notification events it may raise (the keys of notification_events); the kind of each
   * step it creates picks one of them (server/modules/correspondence/notifications/notification-events.ts).
   */
  notifies: readonly `sarabun.${string}`[];
}

export const ACTION_REGISTRY = {
  // ส่งหนังสือ: to departments (their registry receives it) and/or people.
  send: {
    labelKey: 'documents.action.send',
    nameKey: 'settings.auditActions.sarabun_send',
    icon: 'Send',
    inputs: { recipients: 'required', note: 'optional' },
    audit: 'sarabun.send',
    notifies: ['sarabun.send.person', 'sarabun.send.department'],
  },
  // ลงรับหนังสือ: takes the next receive number.
  receive: {
    labelKey: 'documents.action.receive',
    nameKey: 'settings.auditActions.sarabun_receive',
    icon: 'MoveToInbox',
    inputs: {},
    audit: 'sarabun.receive',
    notifies: [],
  },
  // เสนอหนังสือ: for consideration, review or signature (PURPOSE).
  present: {
    labelKey: 'documents.action.present',
    nameKey: 'settings.auditActions.sarabun_present',
    icon: 'Forward',
    inputs: { purpose: 'optional', executiveOne: 'required', note: 'optional' },
    audit: 'sarabun.present',
    notifies: ['sarabun.present', 'sarabun.review', 'sarabun.sign'],
  },
  // บันทึกผลการพิจารณา: an executive's result back to the presenter, or an officer's report back to the assigner.
  consider: {
    labelKey: 'documents.action.consider',
    nameKey: 'settings.auditActions.sarabun_consider',
    icon: 'FactCheck',
    inputs: { result: 'required' },
    audit: 'sarabun.consider',
    notifies: ['sarabun.command', 'sarabun.report'],
  },
  // เกษียนสั่งการ: an executive's command back to the presenter.
  command: {
    labelKey: 'documents.action.command',
    nameKey: 'settings.auditActions.sarabun_command',
    icon: 'Gavel',
    inputs: { command: 'required' },
    audit: 'sarabun.command',
    notifies: ['sarabun.command'],
  },
  // มอบหมายงาน: to one or more officers, with a kind of work and a due date.
  assign: {
    labelKey: 'documents.action.assign',
    nameKey: 'settings.auditActions.sarabun_assign',
    icon: 'AssignmentInd',
    inputs: { people: 'required', jobType: 'optional', dueDate: 'optional', note: 'optional' },
    audit: 'sarabun.assign',
    notifies: ['sarabun.assign'],
  },
  // ส่งคืนหนังสือ: back to the sender, with the reason.
  sendBack: {
    labelKey: 'documents.action.sendBack',
    nameKey: 'settings.auditActions.sarabun_sendBack',
    icon: 'Undo',
    inputs: { reason: 'required' },
    audit: 'sarabun.sendBack',
    notifies: ['sarabun.return'],
  },
  // ตรวจทานหนังสือ: reviewed, on to an executive for signature.
  review: {
    labelKey: 'documents.action.review',
    nameKey: 'settings.auditActions.sarabun_review',
    icon: 'RateReview',
    inputs: { executiveOne: 'required', note: 'optional' },
    audit: 'sarabun.review',
    notifies: ['sarabun.sign'],
  },
  // ลงนามหนังสือ: signed, on to the owner's registry for a number.
  sign: {
    labelKey: 'documents.action.sign',
    nameKey: 'settings.auditActions.sarabun_sign',
    icon: 'Draw',
    inputs: { signType: 'optional' },
    audit: 'sarabun.sign',
    notifies: ['sarabun.issue'],
  },
  // ลงนามอิเล็กทรอนิกส์: takes the send number if the letter has none, then signs its PDF with the
  // signer's certificate (after a one-time code); back to the owner's registry, ready to send.
  signElectronic: {
    labelKey: 'documents.action.signElectronic',
    nameKey: 'settings.auditActions.sarabun_signElectronic',
    icon: 'Verified',
    inputs: { signingCode: 'required', attachments: 'optional', note: 'optional' },
    audit: 'sarabun.signElectronic',
    notifies: ['sarabun.signed'],
  },
  // ออกเลขหนังสือ: takes the next send number.
  issueNumber: {
    labelKey: 'documents.action.issueNumber',
    nameKey: 'settings.auditActions.sarabun_issueNumber',
    icon: 'Tag',
    inputs: {},
    audit: 'sarabun.issueNumber',
    notifies: [],
  },
  // ติดตามหนังสือ: a follow marker for the actor; tells nobody.
  follow: {
    labelKey: 'documents.action.follow',
    nameKey: 'settings.auditActions.sarabun_follow',
    icon: 'Visibility',
    inputs: {},
    audit: 'sarabun.follow',
    notifies: [],
  },
  // ปิดเรื่อง.
  close: {
    labelKey: 'documents.action.close',
    nameKey: 'settings.auditActions.sarabun_close',
    icon: 'TaskAlt',
    inputs: { note: 'optional' },
    audit: 'sarabun.close',
    notifies: [],
  },
  // ยกเลิกการลงรับ: the receive number stays in the register, cancelled.
  cancelReceive: {
    labelKey: 'documents.action.cancelReceive',
    nameKey: 'settings.auditActions.sarabun_cancelReceive',
    icon: 'Cancel',
    inputs: { note: 'optional' },
    audit: 'sarabun.cancelReceive',
    notifies: [],
  },
  // ยกเลิกเลขหนังสือส่ง: the send number stays in the register, cancelled, with the reason.
  cancelNumber: {
    labelKey: 'documents.action.cancelNumber',
    nameKey: 'settings.auditActions.sarabun_cancelNumber',
    icon: 'Cancel',
    inputs: { reason: 'required' },
    audit: 'sarabun.cancelNumber',
    notifies: [],
  },
} as const satisfies Record<string, ActionEntry>;

export type DocumentAction = keyof typeof ACTION_REGISTRY;

/** Every action code, in the registry's order (the order of the schema's enum). */
export const DOCUMENT_ACTIONS = Object.keys(ACTION_REGISTRY) as DocumentAction[];

/** The icon names the registry uses. */
export type ActionIcon = (typeof ACTION_REGISTRY)[DocumentAction]['icon'];

/** Every notification event an action may raise. */
export type ActionNotification = (typeof ACTION_REGISTRY)[DocumentAction]['notifies'][number];

/** The registry read through its entry type, so any action's input can be asked for by name. */
const ENTRIES: Readonly<Record<DocumentAction, ActionEntry>> = ACTION_REGISTRY;

/** What a present asks of its recipient (PURPOSE): the new step is for consideration, review or signature. */
export const PRESENT_PURPOSES = ['consider', 'review', 'sign'] as const;
export type PresentPurpose = (typeof PRESENT_PURPOSES)[number];

export function isDocumentAction(value: string): value is DocumentAction {
  return Object.hasOwn(ACTION_REGISTRY, value);
}

/** The input fields an action takes. */
export function actionFields(action: DocumentAction): readonly ActionField[] {
  return Object.keys(ENTRIES[action].inputs) as ActionField[];
}

/** Whether the action cannot be done without this input. */
export function requiresInput(action: DocumentAction, field: ActionField): boolean {
  return ENTRIES[action].inputs[field] === 'required';
}

/** The texts an action may require; the server refuses the action (400) without it. */
export type RequiredText = 'reason' | 'result' | 'command';
const REQUIRED_TEXTS: readonly RequiredText[] = ['reason', 'result', 'command'];

/** The text the action cannot be done without, or null when none is required. */
export function requiredTextOf(action: DocumentAction): RequiredText | null {
  return REQUIRED_TEXTS.find((field) => requiresInput(action, field)) ?? null;
}

/** The action whose audit row this is (the audit_log action), or null for any other audit row. */
export function actionOfAudit(audit: string): DocumentAction | null {
  return DOCUMENT_ACTIONS.find((action) => ENTRIES[action].audit === audit) ?? null;
}
