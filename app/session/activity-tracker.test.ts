import { describe, expect, it, vi } from 'vitest';
import { trackActivity } from './activity-tracker';

function setUp() {
  let clock = 0;
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const onActivity = vi.fn();
  const onWake = vi.fn();
  const stop = trackActivity({ win, doc, onActivity, onWake, now: () => clock });
  return { win, doc, onActivity, onWake, stop, advance: (ms: number) => (clock += ms) };
}

describe('activity tracker', () => {
  it('reports pointer, key, touch and scroll activity at most once a second', () => {
    const { win, onActivity, advance } = setUp();
    win.dispatchEvent(new Event('pointermove'));
    win.dispatchEvent(new Event('keydown'));
    advance(999);
    win.dispatchEvent(new Event('scroll'));
    expect(onActivity).toHaveBeenCalledTimes(1);
    advance(1);
    win.dispatchEvent(new Event('touchstart'));
    expect(onActivity).toHaveBeenCalledTimes(2);
  });

  it('reports waking on focus and when the tab becomes visible, not when it is hidden', () => {
    const { win, doc, onWake } = setUp();
    win.dispatchEvent(new Event('focus'));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(onWake).toHaveBeenCalledTimes(2);
  });

  it('stops listening when stopped', () => {
    const { win, onActivity, onWake, stop } = setUp();
    stop();
    win.dispatchEvent(new Event('pointerdown'));
    win.dispatchEvent(new Event('focus'));
    expect(onActivity).not.toHaveBeenCalled();
    expect(onWake).not.toHaveBeenCalled();
  });
});
