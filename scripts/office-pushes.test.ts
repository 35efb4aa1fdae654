import { describe, expect, it } from 'vitest';
import { OfficePushes } from './office-pushes';

const ALICE = 1;
const BEN = 2;

function pushes() {
  const delays: number[] = [];
  return { delays, pushes: new OfficePushes((delayMs) => delays.push(delayMs)) };
}

describe('the pushes the office replay waits for', () => {
  it('awaits a push to someone connected and times it from the send', () => {
    const { pushes: p, delays } = pushes();
    p.connected(BEN);
    const socket = p.socketOf(BEN);
    p.sent([10], BEN, socket, 100);
    expect(p.missing).toBe(1);
    p.arrived(10, 130);
    expect([p.missing, p.received, p.toAbsent, delays]).toEqual([0, 1, 0, [30]]);
  });

  it('matches a push heard before the sender read its answer', () => {
    const { pushes: p, delays } = pushes();
    p.connected(BEN);
    const socket = p.socketOf(BEN);
    p.arrived(11, 120);
    p.sent([11], BEN, socket, 100);
    expect([p.missing, p.received, delays]).toEqual([0, 1, [20]]);
  });

  it('expects nothing for someone without a socket at the send', () => {
    const { pushes: p } = pushes();
    p.sent([12], ALICE, p.socketOf(ALICE), 100);
    expect([p.missing, p.toAbsent]).toEqual([0, 1]);
  });

  it('expects nothing when the recipient changed sockets while the letter was being passed on', () => {
    const { pushes: p } = pushes();
    p.connected(BEN);
    const socket = p.socketOf(BEN);
    p.disconnected(BEN);
    p.connected(BEN);
    p.sent([13], BEN, socket, 100);
    expect([p.missing, p.toAbsent]).toEqual([0, 1]);
  });

  it('stops waiting when the recipient loses the socket before the push, and keeps waiting for the others', () => {
    const { pushes: p } = pushes();
    p.connected(ALICE);
    p.connected(BEN);
    p.sent([14], BEN, p.socketOf(BEN), 100);
    p.sent([15], ALICE, p.socketOf(ALICE), 100);
    p.disconnected(BEN);
    expect([p.missing, p.toAbsent]).toEqual([1, 1]);
  });

  it('ignores the late close of an older socket once a new one is connected', () => {
    const { pushes: p } = pushes();
    const old = p.connected(BEN);
    p.connected(BEN);
    p.sent([16], BEN, p.socketOf(BEN), 100);
    p.disconnected(BEN, old);
    expect([p.missing, p.toAbsent]).toEqual([1, 0]);
  });
});
