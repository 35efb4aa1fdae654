/* Generated from schemas/api/document-action-code.schema.json by `npm run gen:types`. Do not edit: edit the schema and regenerate. */

/**
 * An action on a routing step: the codes of the action registry (engine/documents/actions.ts), written into this enum by npm run gen:types.
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
  | 'signElectronic'
  | 'issueNumber'
  | 'follow'
  | 'close'
  | 'cancelReceive'
  | 'cancelNumber';
