/**
 * Turns the outcome of a call into what a password form shows: the server's own status and
 * message, or for a network failure (no envelope at all) the given fallback text.
 */
import type { StatusReply } from '../../engine/api/client';
import type { FormAnswer } from '../../widgets/password/ServerAnswer';

export async function answerOf(call: Promise<StatusReply>, fallbackMessage: string): Promise<FormAnswer> {
  try {
    const reply = await call;
    return { status: reply.status === 'success' ? 'success' : 'error', message: reply.message || fallbackMessage };
  } catch (error) {
    const body = (error as { body?: { message?: unknown } } | null)?.body;
    return { status: 'error', message: typeof body?.message === 'string' ? body.message : fallbackMessage };
  }
}
