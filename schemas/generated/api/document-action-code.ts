/* Generated from schemas/api/document-action-code.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * An action on a routing step: the codes of the action list in engine/documents/actions.ts (a test holds the two equal).
 */
export type DocumentActionCode =
  | 'send'
  | 'receive'
  | 'present'
  | 'consider'
  | 'command'
  | 'assign'
  | 'sendBack'
  | 'review'
  | 'sign'
  | 'issueNumber'
  | 'follow'
  | 'close'
  | 'cancelReceive'
  | 'cancelNumber';
