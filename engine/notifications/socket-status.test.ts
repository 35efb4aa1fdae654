import { describe, expect, it } from 'vitest';
import type { SocketStatusMessage } from '../realtime/realtime-client';
import { socketStatusToast, type StatusToast } from './socket-status';

function run(messages: SocketStatusMessage[]): StatusToast[] {
  let outage = false;
  return messages.map((message) => {
    const next = socketStatusToast(outage, message);
    outage = next.outage;
    return next.toast;
  });
}

describe('socketStatusToast', () => {
  it('is silent on the first connect', () => {
    expect(run(['Socket is Connected'])).toEqual([null]);
  });

  it('warns once per outage, then says when the connection is back', () => {
    expect(
      run(['Socket is Connected', 'Socket is reconnecting', 'Socket Connect Error', 'Socket is reconnecting', 'Socket Connect Error', 'Socket is Connected']),
    ).toEqual([null, 'warning', null, null, null, 'success']);
  });

  it('always reports a refused connection as an error', () => {
    expect(run(['Socket Connect Error', 'Can not Connect Server', 'Can not Connect Server'])).toEqual(['warning', 'error', 'error']);
  });
});
