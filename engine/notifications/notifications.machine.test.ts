import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, type EventObject } from 'xstate';
import type { NotificationAlert, NotificationReadReply, NotificationSummary } from '../api/portal-calls';
import type { NewNotificationPayload } from '../realtime/events';
import { countAfterRead, notificationActors, notificationsMachine, realtimeChannel, SUBSCRIBE_DELAY_MS, TODO_RELOAD_DELAY_MS } from './notifications.machine';

const alert = (id: number, extra: Partial<NotificationAlert> = {}): NotificationAlert => ({
  NN_RECEIVE_ID: id,
  NN_DATA: `<b>${id}</b>`,
  IS_READ: false,
  F_DOC_TITLE: `เรื่อง ${id}`,
  F_DOC_ID: 100 + id,
  F_TRANS_ID: 200 + id,
  dateAlert: '2026-11-22T07:00:00Z',
  ...extra,
});
const summary = (totalAlert: number, alerts: NotificationAlert[] = [alert(1), alert(2)]): NotificationSummary => ({ totalAlert, alerts, logs: [] });
const payload: NewNotificationPayload = { NN_RECEIVE_ID: 9, NN_DATA: 'x', MODULE: 'SARABUN', F_DOC_ID: 1, F_TRANS_ID: 2, dateAlert: '2026-11-22T07:00:00Z' };

/** Lets resolved promises (invoked actors) deliver their results. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(
  options: { summaries?: NotificationSummary[]; readReply?: (id: number) => Promise<NotificationReadReply>; readAll?: () => Promise<boolean> } = {},
) {
  const summaries = [...(options.summaries ?? [summary(2)])];
  const io = {
    load: vi.fn(async (): Promise<NotificationSummary | null> => (summaries.length > 1 ? summaries.shift()! : summaries[0]!)),
    markRead: vi.fn(
      options.readReply ??
        (async (id: number): Promise<NotificationReadReply> => ({
          status: 'success',
          message: 'บันทึกข้อมูล เรียกดู',
          is_save: true,
          item: { F_DOC_ID: 100 + id, F_TRANS_ID: 200 + id },
        })),
    ),
    markAll: vi.fn(options.readAll ?? (async () => true)),
  };
  const actions = {
    playSound: vi.fn(),
    showNewNotificationToast: vi.fn(),
    showServerNotification: vi.fn(),
    showReadError: vi.fn(),
    showSavedToast: vi.fn(),
    openDocument: vi.fn(),
    todoListChanged: vi.fn(),
  };
  const channel = { subscribed: vi.fn(), unsubscribed: vi.fn(), send: null as null | ((e: EventObject & Record<string, unknown>) => void) };
  const clock = new SimulatedClock();
  const machine = notificationsMachine().provide({
    actors: {
      loadNotifications: fromPromise(io.load),
      markAlertRead: fromPromise(({ input }: { input: { alert: NotificationAlert } }) => io.markRead(input.alert.NN_RECEIVE_ID)),
      markAllRead: fromPromise(io.markAll),
      channel: fromCallback(({ sendBack }) => {
        channel.subscribed();
        channel.send = sendBack;
        return () => channel.unsubscribed();
      }),
    },
    actions: {
      playSound: actions.playSound,
      showNewNotificationToast: (_, p) => actions.showNewNotificationToast(p),
      showServerNotification: (_, m) => actions.showServerNotification(m),
      showReadError: (_, m) => actions.showReadError(m),
      showSavedToast: (_, t) => actions.showSavedToast(t),
      openDocument: (_, item) => actions.openDocument(item),
      todoListChanged: actions.todoListChanged,
    },
  });
  const actor = createActor(machine, { clock });
  actor.start();
  return { actor, clock, io, actions, channel, ctx: () => actor.getSnapshot().context };
}

describe('countAfterRead', () => {
  it('lowers the count by one only when the reply says is_save', () => {
    expect(countAfterRead(3, { status: 'success', is_save: true })).toBe(2);
    expect(countAfterRead(3, { status: 'success', is_save: false })).toBe(3);
    expect(countAfterRead(3, { status: 'success' })).toBe(3);
    expect(countAfterRead(3, { status: 'error', is_save: true })).toBe(3);
    expect(countAfterRead(0, { status: 'success', is_save: true })).toBe(0);
  });
});

describe('notifications machine', () => {
  it('loads the alerts at start', async () => {
    const { ctx, io } = start();
    await settle();
    expect(io.load).toHaveBeenCalledOnce();
    expect(ctx()).toMatchObject({ totalAlert: 2, loaded: true });
    expect(ctx().alerts).toHaveLength(2);
  });

  it('opening an alert with is_save lowers the count, marks it read, shows the saved toast and opens the letter', async () => {
    const { actor, ctx, actions, io } = start();
    await settle();
    actor.send({ type: 'OPEN_ALERT', alert: alert(1) });
    await settle();
    expect(io.markRead).toHaveBeenCalledWith(1);
    expect(ctx().totalAlert).toBe(1);
    expect(ctx().alerts.find((a) => a.NN_RECEIVE_ID === 1)?.IS_READ).toBe(true);
    expect(actions.showSavedToast).toHaveBeenCalledWith('เรื่อง 1');
    expect(actions.openDocument).toHaveBeenCalledWith({ F_DOC_ID: 101, F_TRANS_ID: 201, NN_RECEIVE_ID: 1 });
  });

  it('a read without is_save keeps the count and shows no saved toast, but still opens the letter', async () => {
    const { actor, ctx, actions } = start({
      readReply: async () => ({ status: 'success', message: 'อ่านแล้ว', is_save: false, item: { F_DOC_ID: 5, F_TRANS_ID: 6 } }),
    });
    await settle();
    actor.send({ type: 'OPEN_ALERT', alert: alert(1) });
    await settle();
    expect(ctx().totalAlert).toBe(2);
    expect(actions.showSavedToast).not.toHaveBeenCalled();
    expect(actions.openDocument).toHaveBeenCalledWith({ F_DOC_ID: 5, F_TRANS_ID: 6, NN_RECEIVE_ID: 1 });
  });

  it('a read with status error shows the error toast with the message, keeps the count and opens nothing', async () => {
    const { actor, ctx, actions } = start({ readReply: async () => ({ status: 'error', message: 'ไม่พบการแจ้งเตือน' }) });
    await settle();
    actor.send({ type: 'OPEN_ALERT', alert: alert(1) });
    await settle();
    expect(actions.showReadError).toHaveBeenCalledWith('ไม่พบการแจ้งเตือน');
    expect(ctx().totalAlert).toBe(2);
    expect(actions.openDocument).not.toHaveBeenCalled();
  });

  it('reads run one at a time in click order, each lowering the count once', async () => {
    const { actor, ctx, io } = start();
    await settle();
    actor.send({ type: 'OPEN_ALERT', alert: alert(1) });
    actor.send({ type: 'OPEN_ALERT', alert: alert(2) });
    await settle();
    await settle();
    expect(io.markRead.mock.calls.map((c) => c[0])).toEqual([1, 2]);
    expect(ctx().totalAlert).toBe(0);
  });

  it('a failed read request (network) is ignored and the queue moves on', async () => {
    const { actor, ctx, actions } = start({
      readReply: async () => {
        throw new Error('offline');
      },
    });
    await settle();
    actor.send({ type: 'OPEN_ALERT', alert: alert(1) });
    await settle();
    expect(ctx().readQueue).toEqual([]);
    expect(ctx().totalAlert).toBe(2);
    expect(actions.showReadError).not.toHaveBeenCalled();
  });

  it('read-all reloads on success', async () => {
    const { actor, ctx, io } = start({ summaries: [summary(2), summary(0)] });
    await settle();
    actor.send({ type: 'READ_ALL' });
    await settle();
    await settle();
    expect(io.markAll).toHaveBeenCalledOnce();
    expect(io.load).toHaveBeenCalledTimes(2);
    expect(ctx().totalAlert).toBe(0);
  });

  it('read-all does not reload when the reply is not a success', async () => {
    const { actor, io } = start({ readAll: async () => false });
    await settle();
    actor.send({ type: 'READ_ALL' });
    await settle();
    expect(io.load).toHaveBeenCalledOnce();
  });

  it('subscribes to the per-user channel 3000 ms after mount, and unsubscribes when stopped', async () => {
    const { actor, clock, channel } = start();
    clock.increment(SUBSCRIBE_DELAY_MS - 1);
    expect(channel.subscribed).not.toHaveBeenCalled();
    clock.increment(1);
    expect(channel.subscribed).toHaveBeenCalledOnce();
    actor.stop();
    expect(channel.unsubscribed).toHaveBeenCalledOnce();
  });

  it('ignores realtime events before subscribing', async () => {
    const { actor, actions, io } = start();
    await settle();
    actor.send({ type: 'REALTIME.NEW_NOTIFICATION', payload });
    actor.send({ type: 'REALTIME.TODO_LIST' });
    await settle();
    expect(actions.playSound).not.toHaveBeenCalled();
    expect(io.load).toHaveBeenCalledOnce();
  });

  it('a new-notification event plays the sound, shows the toast and reloads', async () => {
    const { clock, actions, io, channel } = start();
    await settle();
    clock.increment(SUBSCRIBE_DELAY_MS);
    channel.send!({ type: 'REALTIME.NEW_NOTIFICATION', payload });
    await settle();
    expect(actions.playSound).toHaveBeenCalledOnce();
    expect(actions.showNewNotificationToast).toHaveBeenCalledWith(payload);
    expect(io.load).toHaveBeenCalledTimes(2);
  });

  it('a to-do-list event reloads after 2000 ms, once for a burst', async () => {
    const { clock, actions, io, channel } = start();
    await settle();
    clock.increment(SUBSCRIBE_DELAY_MS);
    channel.send!({ type: 'REALTIME.TODO_LIST' });
    clock.increment(1000);
    channel.send!({ type: 'REALTIME.TODO_LIST' });
    expect(actions.todoListChanged).toHaveBeenCalledTimes(2);
    clock.increment(TODO_RELOAD_DELAY_MS - 1000 - 1);
    await settle();
    expect(io.load).toHaveBeenCalledOnce();
    clock.increment(1);
    await settle();
    expect(io.load).toHaveBeenCalledTimes(2);
    clock.increment(TODO_RELOAD_DELAY_MS * 3);
    await settle();
    expect(io.load).toHaveBeenCalledTimes(2);
  });

  it('a reconnect reloads the alerts and the queues (pushes made while it was down are not replayed)', async () => {
    const { clock, actions, io, channel } = start();
    await settle();
    clock.increment(SUBSCRIBE_DELAY_MS);
    expect(io.load).toHaveBeenCalledOnce();
    channel.send!({ type: 'REALTIME.RECONNECTED' });
    await settle();
    expect(io.load).toHaveBeenCalledTimes(2);
    expect(actions.todoListChanged).toHaveBeenCalledOnce();
  });

  it('a server-notification event shows its message', async () => {
    const { clock, actions, channel } = start();
    clock.increment(SUBSCRIBE_DELAY_MS);
    channel.send!({ type: 'REALTIME.SERVER_NOTIFICATION', message: 'แปลงไฟล์เสร็จแล้ว' });
    expect(actions.showServerNotification).toHaveBeenCalledWith('แปลงไฟล์เสร็จแล้ว');
  });

  it('a reload asked while loading runs once more after it, not in parallel', async () => {
    let release: () => void = () => {};
    const load = vi.fn(() => new Promise<NotificationSummary | null>((resolve) => (release = () => resolve(summary(1)))));
    const actor = createActor(notificationsMachine().provide({ actors: { loadNotifications: fromPromise(load) } }), { clock: new SimulatedClock() });
    actor.start();
    actor.send({ type: 'RELOAD' });
    actor.send({ type: 'RELOAD' });
    expect(load).toHaveBeenCalledOnce();
    release();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    actor.stop();
  });
});

describe('notificationActors and realtimeChannel', () => {
  it('wire the portal calls: summary from the reply, read-all success as true', async () => {
    const calls = {
      getNotifications: vi.fn(async () => ({ status: 'success' as const, message: 'สำเร็จ', items: summary(4) })),
      notificationUpdateRead: vi.fn(async () => ({
        status: 'success' as const,
        message: 'บันทึกข้อมูล เรียกดู',
        is_save: true,
        item: { F_DOC_ID: 1, F_TRANS_ID: 2 },
      })),
      notificationUpdateReadAll: vi.fn(async () => ({ status: 'success' as const, message: 'สำเร็จ', item: { updated: 1 } })),
    };
    const actor = createActor(notificationsMachine().provide({ actors: notificationActors(calls) }), { clock: new SimulatedClock() });
    actor.start();
    await settle();
    expect(actor.getSnapshot().context.totalAlert).toBe(4);
    actor.send({ type: 'OPEN_ALERT', alert: alert(7) });
    await settle();
    expect(calls.notificationUpdateRead).toHaveBeenCalledWith(7);
    actor.send({ type: 'READ_ALL' });
    await settle();
    expect(calls.notificationUpdateReadAll).toHaveBeenCalledOnce();
    actor.stop();
  });

  it('realtimeChannel forwards the three server events and reconnects, and unsubscribes on stop', async () => {
    const listeners = new Map<string, (p: unknown) => void>();
    const off = vi.fn();
    const connection = {
      on: vi.fn((event: string, listener: (p: unknown) => void) => {
        listeners.set(event, listener);
        return off;
      }),
      onReconnect: vi.fn((listener: () => void) => {
        listeners.set('reconnect', listener);
        return off;
      }),
    };
    const clock = new SimulatedClock();
    const toast = vi.fn();
    const machine = notificationsMachine().provide({
      actors: { loadNotifications: fromPromise(async (): Promise<NotificationSummary | null> => summary(0)), channel: realtimeChannel(connection as never) },
      actions: { showServerNotification: (_, m) => toast(m) },
    });
    const actor = createActor(machine, { clock });
    actor.start();
    clock.increment(SUBSCRIBE_DELAY_MS);
    expect([...listeners.keys()].sort()).toEqual(['new-notification', 'reconnect', 'server-notification', 'todo-list']);
    listeners.get('server-notification')!({ message: 'hello' });
    expect(toast).toHaveBeenCalledWith('hello');
    actor.stop();
    expect(off).toHaveBeenCalledTimes(4);
  });
});
