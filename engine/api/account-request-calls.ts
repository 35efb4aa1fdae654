/**
 * The calls of a request for an account, typed from the route table: the public sign-up form's
 * choices and its request, and an administrator's decision on the account-requests settings page.
 * Kept apart from the identity calls so that the sign-in page's code does not carry them.
 */
import type { AccountRequestField, AccountRequestValues } from '../format/account-request';
import { idCardDigits } from '../format/account-request';
import { callRoute, type ReplyOf } from './call-route';
import type { ApiClient } from './client';

/** The sign-up call's form field of each field of the request (what a refusal names in `fields`). */
export const ACCOUNT_REQUEST_FORM_FIELDS: Record<AccountRequestField, string> = {
  firstName: 'F_FIRST_NAME',
  lastName: 'F_LAST_NAME',
  email: 'F_EMAIL',
  departmentId: 'F_DEPT_ID',
  position: 'F_POSITION',
  idCard: 'F_ID_CARD',
};

/** The request's field a refusal names, or null (a refusal of the whole request, or of the robot check). */
export function accountRequestFieldOf(formField: unknown): AccountRequestField | null {
  const found = Object.entries(ACCOUNT_REQUEST_FORM_FIELDS).find(([, name]) => name === formField);
  return found ? (found[0] as AccountRequestField) : null;
}

export type SignUpChoicesReply = ReplyOf<'signUpChoices'>;

export interface AccountDecision {
  requestId: number;
  decision: 'approve' | 'refuse';
  username?: string;
  departmentId?: number | null;
  reason?: string;
}

export const accountRequestCalls = (api: ApiClient) => ({
  choices: () => callRoute(api, 'signUpChoices'),
  /** `values` as the form checked them (accountRequestProblems found nothing); `captcha` the solved robot check, where the tenant has it. */
  submit: (values: AccountRequestValues, captcha: string | null) =>
    callRoute(api, 'signUp', {
      F_FIRST_NAME: values.firstName.trim(),
      F_LAST_NAME: values.lastName.trim(),
      F_EMAIL: values.email.trim(),
      F_DEPT_ID: values.departmentId,
      F_POSITION: values.position.trim(),
      F_ID_CARD: idCardDigits(values.idCard),
      altcha: captcha,
    }),
  decide: (decision: AccountDecision) =>
    callRoute(api, 'accountRequestDecide', {
      REQUEST_ID: decision.requestId,
      DECISION: decision.decision,
      USERNAME: decision.username,
      F_DEPT_ID: decision.departmentId,
      REASON: decision.reason,
    }),
});

export type AccountRequestCalls = ReturnType<typeof accountRequestCalls>;
