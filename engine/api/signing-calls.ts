/**
 * The person's own electronic signature, typed from the route table: its status, the image
 * (upload, fetch with the session's token, remove), the acceptance of its use, and the
 * one-time code before each signature. The code calls are also told as outcomes the signing
 * code machine reads (engine/machines/signing-code.machine.ts), so the machine never sees an
 * envelope.
 */
import type { SignatureStatusReply } from '../../schemas/generated/api/signature-status.reply';
import { callRoute, fetchRouteFile, uploadRoute, type ReplyOf } from './call-route';
import type { ApiClient } from './client';

export type SignatureStatus = SignatureStatusReply['item'];

/** What asking for a code came to; times are epoch milliseconds. */
export type CodeRequestOutcome =
  /** The deadlines and the server's clock at the reply, all on the server's clock (epoch milliseconds). */
  | { kind: 'sent'; message: string; expiresAt: number; resendAt: number; serverTime: number; attemptsLeft: number; sentTo: string }
  | { kind: 'refused'; message: string };

/** What confirming a code came to: a grant, or why not. */
export type CodeConfirmOutcome =
  | { kind: 'granted'; grant: string; expiresAt: number }
  | { kind: 'wrong'; message: string; attemptsLeft: number }
  | { kind: 'expired' | 'locked' | 'refused'; message: string };
export type SignatureCallReply = ReplyOf<'signatureStatus'>;

export const signingCalls = (api: ApiClient) => ({
  status: () => callRoute(api, 'signatureStatus'),
  /** The image goes as the body; the server tells PNG from JPEG by its content. */
  uploadImage: (file: Blob) => uploadRoute(api, 'signatureImageUpload', {}, file),
  /** The person's own image (an HttpError 404 when they have none). */
  image: () => fetchRouteFile(api, 'signatureImage'),
  removeImage: () => callRoute(api, 'signatureImageDelete'),
  accept: (textVersion: string) => callRoute(api, 'signatureAccept', { TEXT_VERSION: textVersion }),
  requestCode: async (): Promise<CodeRequestOutcome> => {
    const reply = await callRoute(api, 'signingCodeRequest');
    if (reply.status !== 'success') return { kind: 'refused', message: reply.message };
    const { item } = reply;
    return {
      kind: 'sent',
      message: reply.message,
      expiresAt: Date.parse(item.EXPIRES_AT),
      resendAt: Date.parse(item.RESEND_AT),
      serverTime: Date.parse(item.SERVER_TIME),
      attemptsLeft: item.ATTEMPTS_LEFT,
      sentTo: item.SENT_TO,
    };
  },
  confirmCode: async (code: string): Promise<CodeConfirmOutcome> => {
    const reply = await callRoute(api, 'signingCodeConfirm', { CODE: code });
    if (reply.status === 'success') return { kind: 'granted', grant: reply.item.GRANT, expiresAt: Date.parse(reply.item.EXPIRES_AT) };
    switch (reply.CODE_STATE) {
      case 'wrong':
        return { kind: 'wrong', message: reply.message, attemptsLeft: reply.ATTEMPTS_LEFT ?? 0 };
      case 'locked':
        return { kind: 'locked', message: reply.message };
      case 'expired':
        return { kind: 'expired', message: reply.message };
      default:
        return { kind: 'refused', message: reply.message };
    }
  },
});

export type SigningCalls = ReturnType<typeof signingCalls>;
