/**
 * The actions on a routing step, in one list: the ACTION of the documentAction call.
 * The server's state table (server/modules/correspondence/state-machine.ts) is typed with it,
 * and the client's document modal offers from it, so an action is added here once.
 * The schemas repeat them (JSON Schemas cannot import): the action codes in
 * schemas/api/document-action-code.schema.json (used by document-action and get-document) and
 * the purposes in document-action.request; tests/contract/schema-enums.test.ts holds them equal.
 *
 * Browser-safe: the server and the client bundle both import it.
 */

export const DOCUMENT_ACTIONS = [
  'send',
  'receive',
  'present',
  'consider',
  'command',
  'assign',
  'sendBack',
  'review',
  'sign',
  'issueNumber',
  'follow',
  'close',
  'cancelReceive',
  'cancelNumber',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** What a present asks of its recipient (PURPOSE): the new step is for consideration, review or signature. */
export const PRESENT_PURPOSES = ['consider', 'review', 'sign'] as const;
export type PresentPurpose = (typeof PRESENT_PURPOSES)[number];

export function isDocumentAction(value: string): value is DocumentAction {
  return (DOCUMENT_ACTIONS as readonly string[]).includes(value);
}
