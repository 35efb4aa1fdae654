/**
 * Thai names of the actions, step states and step kinds, for the server's messages, the audit
 * row's header, alerts, the routing history, the usage history and the registers. Actions and
 * states are named by the engine catalogue under their registries' keys (the words the client
 * shows too); step kinds are named only by the server, here.
 */
import { ACTION_REGISTRY, DOCUMENT_ACTIONS, type DocumentAction } from '../../../engine/documents/actions';
import { STEP_STATE_REGISTRY, STEP_STATES, type StepState } from '../../../engine/documents/step-states';
import { thaiText } from '../../../engine/i18n/catalogue-text';
import type { StepKind } from './state-machine';

export const ACTION_NAMES_TH = Object.fromEntries(DOCUMENT_ACTIONS.map((action) => [action, thaiText(ACTION_REGISTRY[action].nameKey)])) as Record<
  DocumentAction,
  string
>;

export const STATE_NAMES_TH = Object.fromEntries(STEP_STATES.map((state) => [state, thaiText(STEP_STATE_REGISTRY[state].labelKey)])) as Record<
  StepState,
  string
>;

export const KIND_NAMES_TH: Record<StepKind, string> = {
  create: 'สร้างหนังสือ',
  send: 'ส่งหนังสือ',
  present: 'เสนอพิจารณา',
  assign: 'มอบหมาย',
  command: 'เกษียน/สั่งการ',
  return: 'ส่งคืน',
  review: 'เสนอตรวจทาน',
  sign: 'เสนอลงนาม',
  issue: 'ขอออกเลข',
  follow: 'ติดตาม',
};
