/**
 * Thai names of the actions, step states and step kinds, for the server's messages, the audit
 * row's header, alerts, the routing history, the usage history and the registers, all from the
 * engine catalogue: actions and states under their registries' keys (the words the client shows
 * too), step kinds under documents.stepKind.
 */
import { ACTION_REGISTRY, DOCUMENT_ACTIONS, type DocumentAction } from '../../../engine/documents/actions';
import { STEP_STATE_REGISTRY, STEP_STATES, type StepState } from '../../../engine/documents/step-states';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import type { StepKind } from './letters/state-machine';

export const ACTION_NAMES_TH = Object.fromEntries(DOCUMENT_ACTIONS.map((action) => [action, thaiText(ACTION_REGISTRY[action].nameKey)])) as Record<
  DocumentAction,
  string
>;

export const STATE_NAMES_TH = Object.fromEntries(STEP_STATES.map((state) => [state, thaiText(STEP_STATE_REGISTRY[state].labelKey)])) as Record<
  StepState,
  string
>;

export const KIND_NAMES_TH: Record<StepKind, string> = {
  create: thaiText('documents.stepKind.create'),
  send: thaiText('documents.stepKind.send'),
  present: thaiText('documents.stepKind.present'),
  assign: thaiText('documents.stepKind.assign'),
  command: thaiText('documents.stepKind.command'),
  return: thaiText('documents.stepKind.return'),
  review: thaiText('documents.stepKind.review'),
  sign: thaiText('documents.stepKind.sign'),
  issue: thaiText('documents.stepKind.issue'),
  follow: thaiText('documents.stepKind.follow'),
  signed: thaiText('documents.stepKind.signed'),
};
