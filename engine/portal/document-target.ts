/**
 * Which letter the document modal opens, and how: from a
 * queue row, a book-card row, or a notification link (`/?t=<F_TRANS_ID>&d=<NN_RECEIVE_ID>`:
 * `d` names the notification; marking it read answers which letter and step it is about).
 * Null means "nothing selected": the caller shows 'กรุณาเลือกข้อมูล !' instead of opening.
 */

/** The modal type of letters opened outside a queue (book cards, notification links). */
export const VIEW_DOCUMENT_TYPE = 'viewDocument';
/** Role-assign value of letters opened outside a queue. */
export const DEFAULT_VIEW_ROLE = 'dashboard';
/** After a 'received same' close the dashboard reloads, then reopens the letter this much later. */
export const REOPEN_AFTER_RECEIVE_MS = 500;
/** Query parameters of a notification link: the routing step, the notification, and an optional role. */
export const LINK_PARAMS = { transId: 't', notificationId: 'd', role: 'role' } as const;

export interface DocumentTarget {
  documentId: number;
  transId: number | null;
  /** The document modal type (a queue's DOCUMENT, or viewDocument). */
  type: string;
  role: string;
}

/** A positive whole id from a row field or a query value, else null. */
export function idOf(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A queue row opens with its queue's modal type and role; a row without both ids is no selection. */
export function queueRowTarget(row: { F_DOC_ID?: unknown; F_TRANS_ID?: unknown } | null | undefined, type: string, role: string): DocumentTarget | null {
  const documentId = idOf(row?.F_DOC_ID);
  const transId = idOf(row?.F_TRANS_ID);
  if (documentId === null || transId === null) return null;
  return { documentId, transId, type: type || VIEW_DOCUMENT_TYPE, role };
}

/** A book-card row views the letter; its routing step is optional (a letter the viewer only reads). */
export function bookRowTarget(row: { F_DOC_ID?: unknown; F_TRANS_ID?: unknown } | null | undefined): DocumentTarget | null {
  const documentId = idOf(row?.F_DOC_ID);
  if (documentId === null) return null;
  return { documentId, transId: idOf(row?.F_TRANS_ID), type: VIEW_DOCUMENT_TYPE, role: DEFAULT_VIEW_ROLE };
}

export interface NotificationLink {
  notificationId: number;
  /** The routing step the link names; the notification's own step wins when it has one. */
  transId: number;
  role: string;
}

/** A notification link's parameters; null unless both t and d are valid ids. */
export function notificationLink(params: URLSearchParams): NotificationLink | null {
  const notificationId = idOf(params.get(LINK_PARAMS.notificationId));
  const transId = idOf(params.get(LINK_PARAMS.transId));
  if (notificationId === null || transId === null) return null;
  const role = params.get(LINK_PARAMS.role)?.trim();
  // A role is a queue code or 'dashboard': word characters only, nothing to smuggle into a request.
  return { notificationId, transId, role: role && /^\w{1,40}$/.test(role) ? role : DEFAULT_VIEW_ROLE };
}

/** The letter to open once the notification was marked read (its reply names the letter); null when it names none. */
export function notificationTarget(link: NotificationLink, item: { F_DOC_ID?: unknown; F_TRANS_ID?: unknown } | null | undefined): DocumentTarget | null {
  const documentId = idOf(item?.F_DOC_ID);
  if (documentId === null) return null;
  return { documentId, transId: idOf(item?.F_TRANS_ID) ?? link.transId, type: VIEW_DOCUMENT_TYPE, role: link.role };
}

/** The same query without the link's parameters (so a reload does not open the letter again). */
export function withoutLinkParams(params: URLSearchParams): URLSearchParams {
  const rest = new URLSearchParams(params);
  for (const name of Object.values(LINK_PARAMS)) rest.delete(name);
  return rest;
}

export interface CloseOutcome {
  changed: boolean;
  receivedSame: boolean;
}

export interface AfterClose {
  /** Reopen the same letter after this many ms, or null. */
  reopenAfterMs: number | null;
}

/**
 * What the dashboard does when the document modal closes: after a 'received same' close the
 * letter reopens 500 ms later (the receive moved it to the next step, which the fresh modal
 * then shows). The dashboard's data was refreshed by the action itself.
 */
export function afterDocumentClose(outcome: CloseOutcome): AfterClose {
  return {
    reopenAfterMs: outcome.receivedSame ? REOPEN_AFTER_RECEIVE_MS : null,
  };
}
