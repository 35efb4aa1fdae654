/**
 * The person's LINE calls, typed from the route table: whether their LINE account is linked,
 * a one-time code to link it (sent by the person to the organisation's Official Account), and
 * removing the link.
 */
import { callRoute, type ReplyOf } from './call-route';
import type { ApiClient } from './client';

export type LineStatusReply = ReplyOf<'lineStatus'>;
export type LineLinkCodeReply = ReplyOf<'lineLinkCode'>;

export const lineCalls = (api: ApiClient) => ({
  status: () => callRoute(api, 'lineStatus'),
  linkCode: () => callRoute(api, 'lineLinkCode'),
  unlink: () => callRoute(api, 'lineUnlink'),
});

export type LineCalls = ReturnType<typeof lineCalls>;
