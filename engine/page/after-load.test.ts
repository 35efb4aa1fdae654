import { describe, expect, it, vi } from 'vitest';
import { whenPageIdle, type PageEvents } from './after-load';

/** A page whose load event and idle callbacks the test fires. */
function fakePage(readyState: DocumentReadyState, withIdle = true) {
  const loads = new Set<() => void>();
  const idles = new Map<number, () => void>();
  let next = 1;
  const page: PageEvents = {
    readyState,
    addEventListener: (_type, listener) => void loads.add(listener),
    removeEventListener: (_type, listener) => void loads.delete(listener),
    ...(withIdle && {
      requestIdleCallback: (callback: () => void) => {
        idles.set(next, callback);
        return next++;
      },
      cancelIdleCallback: (handle: number) => void idles.delete(handle),
    }),
  };
  return {
    page,
    load: () => [...loads].forEach((listener) => listener()),
    idle: () => [...idles.values()].forEach((callback) => callback()),
    pending: () => loads.size + idles.size,
  };
}

describe('whenPageIdle', () => {
  it('waits for the load event, then for the browser to be idle', () => {
    const fake = fakePage('loading');
    const work = vi.fn();
    whenPageIdle(work, fake.page);
    fake.idle();
    expect(work).not.toHaveBeenCalled();
    fake.load();
    expect(work).not.toHaveBeenCalled();
    fake.idle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('on a page already loaded, waits for idle only', () => {
    const fake = fakePage('complete');
    const work = vi.fn();
    whenPageIdle(work, fake.page);
    fake.idle();
    expect(work).toHaveBeenCalledOnce();
  });

  it('cancelled before or after the load, never runs the work', () => {
    const before = fakePage('loading');
    const work = vi.fn();
    whenPageIdle(work, before.page)();
    before.load();
    before.idle();
    const after = fakePage('loading');
    const cancel = whenPageIdle(work, after.page);
    after.load();
    cancel();
    after.idle();
    expect(work).not.toHaveBeenCalled();
    expect(after.pending()).toBe(0);
  });

  it('without requestIdleCallback, runs on the next turn after the load', async () => {
    const fake = fakePage('loading', false);
    const work = vi.fn();
    whenPageIdle(work, fake.page);
    fake.load();
    expect(work).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(work).toHaveBeenCalledOnce();
  });
});
