/**
 * A queue row (sarabun/get-todo-list's item) for component tests: a plain received external
 * letter, with what a test cares about given as overrides.
 */
import type { TodoRow } from '../../engine/api/portal-calls';

export function todoRow(n: number, overrides: Partial<TodoRow> = {}): TodoRow {
  return {
    F_DOC_ID: n,
    F_TRANS_ID: 1000 + n,
    F_DEPT_ID: 1,
    F_JOB_ID: null,
    F_RECEIVER_DEPT_ID: null,
    F_DOC_TYPE_NAME: 'หนังสือภายนอก',
    F_DOC_SPEED_NAME: 'ปกติ',
    F_DOC_SECRET_NAME: 'ปกติ',
    F_COLOR: null,
    F_DOC_NO: null,
    F_IS_USE_DOC_NO_OWNER_DEPT: 0,
    F_DOC_TITLE: `หนังสือฉบับที่ ${n}`,
    F_NAME: null,
    F_RECEIVER_TEXT: null,
    F_COM_DESC: null,
    F_SENDER_TYPE_TO_ID: null,
    F_SENDER_TYPE_TO_NAME: null,
    F_DOC_SEND: null,
    F_IS_FILE: 0,
    F_CANCEL_RECEIVED: 0,
    F_IS_BEHALF: 0,
    statusSendToPerson: false,
    statusJobCommand: false,
    ...overrides,
  };
}
