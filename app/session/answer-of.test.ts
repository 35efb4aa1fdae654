import { describe, expect, it } from 'vitest';
import { HttpError } from '../../engine/api/client';
import { answerOf } from './answer-of';

describe('answerOf', () => {
  it('passes the server status and message on', async () => {
    expect(await answerOf(Promise.resolve({ status: 'success', message: 'ส่งแล้ว' }), 'x')).toEqual({ status: 'success', message: 'ส่งแล้ว' });
    expect(await answerOf(Promise.resolve({ status: 'error', message: 'ผิด' }), 'x')).toEqual({ status: 'error', message: 'ผิด' });
  });
  it('uses the envelope of an HTTP error, or the fallback for a network failure', async () => {
    expect(await answerOf(Promise.reject(new HttpError(429, { status: 'error', message: 'บ่อยเกินไป' })), 'x')).toEqual({ status: 'error', message: 'บ่อยเกินไป' });
    expect(await answerOf(Promise.reject(new TypeError('Failed to fetch')), 'ติดต่อไม่ได้')).toEqual({ status: 'error', message: 'ติดต่อไม่ได้' });
  });
});
