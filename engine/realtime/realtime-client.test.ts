import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { connectRealtime, RECONNECT_OPTIONS, SOCKET_STATUS, socketArguments, type SocketFactory, type SocketStatus } from './realtime-client';

/** Enough of a socket.io-client Socket for the wrapper: events on the socket and on its manager. */
class FakeSocket extends EventEmitter {
  active = true;
  io = new EventEmitter();
  disconnect = vi.fn(() => {
    this.active = false;
  });
}

function connect(realtime = { url: null as string | null, path: '/socket.io' }) {
  const socket = new FakeSocket();
  const factory = vi.fn(() => socket as unknown as Socket) as unknown as SocketFactory & ReturnType<typeof vi.fn>;
  const connection = connectRealtime({ realtime, getToken: () => 'tok', io: factory });
  const statuses: SocketStatus[] = [];
  connection.onStatus((s) => statuses.push(s));
  return { socket, factory, connection, statuses };
}

describe('socket arguments', () => {
  it('connect to the same origin when the tenant has no realtime address', () => {
    expect(socketArguments({ url: null, path: '/socket.io' }, () => null).uri).toBeUndefined();
  });

  it("use the tenant's address and path", () => {
    const { uri, options } = socketArguments({ url: 'https://rt.example.go.th', path: '/rt/socket.io' }, () => null);
    expect(uri).toBe('https://rt.example.go.th');
    expect(options.path).toBe('/rt/socket.io');
  });

  it('default the path to /socket.io', () => {
    expect(socketArguments({ url: null, path: '' }, () => null).options.path).toBe('/socket.io');
  });

  it('use polling then websocket, and reconnect without end after 1-5 s', () => {
    const { options } = socketArguments({ url: null, path: '/socket.io' }, () => null);
    expect(options.transports).toEqual(['polling', 'websocket']);
    expect(options).toMatchObject({ reconnection: true, reconnectionDelay: 1000, reconnectionDelayMax: 5000, randomizationFactor: 0.5, timeout: 20000 });
    expect(RECONNECT_OPTIONS.reconnectionAttempts).toBe(Infinity);
  });

  it('send the current token at every (re)connect', () => {
    let token = 'first';
    const { options } = socketArguments({ url: null, path: '/socket.io' }, () => token);
    const auth = options.auth as (cb: (data: object) => void) => void;
    const seen: object[] = [];
    auth((d) => seen.push(d));
    token = 'second';
    auth((d) => seen.push(d));
    expect(seen).toEqual([{ token: 'first' }, { token: 'second' }]);
  });
});

describe('connection status messages', () => {
  it('connect -> Socket is Connected', () => {
    const { socket, statuses } = connect();
    socket.emit('connect');
    expect(statuses).toEqual([{ message: SOCKET_STATUS.connected }]);
  });

  it('a reconnect attempt -> Socket is reconnecting', () => {
    const { socket, statuses } = connect();
    socket.io.emit('reconnect_attempt', 1);
    expect(statuses).toEqual([{ message: 'Socket is reconnecting' }]);
  });

  it('a failed attempt while retrying -> Socket Connect Error', () => {
    const { socket, statuses } = connect();
    socket.emit('connect_error', new Error('xhr poll error'));
    expect(statuses).toEqual([{ message: 'Socket Connect Error' }]);
  });

  it('a refused handshake (no more retries) -> Can not Connect Server, with the reason', () => {
    const { socket, statuses } = connect();
    socket.active = false;
    socket.emit('connect_error', new Error('unauthorized'));
    expect(statuses).toEqual([{ message: 'Can not Connect Server', reason: 'unauthorized' }]);
  });

  it('reconnect_failed or a server-side disconnect -> Can not Connect Server', () => {
    const { socket, statuses } = connect();
    socket.io.emit('reconnect_failed');
    socket.emit('disconnect', 'io server disconnect');
    socket.emit('disconnect', 'transport close');
    expect(statuses.map((s) => s.message)).toEqual(['Can not Connect Server', 'Can not Connect Server']);
  });
});

describe('server events', () => {
  it('passes payloads to listeners until unsubscribed', () => {
    const { socket, connection } = connect();
    const seen: unknown[] = [];
    const off = connection.on('todo-list', (p) => seen.push(p));
    socket.emit('todo-list', { F_DOC_IDS: [1] });
    off();
    socket.emit('todo-list', { F_DOC_IDS: [2] });
    expect(seen).toEqual([{ F_DOC_IDS: [1] }]);
  });

  it('reports a reconnection (not the first connect) until unsubscribed', () => {
    const { socket, connection } = connect();
    const reconnects = vi.fn();
    const off = connection.onReconnect(reconnects);
    socket.emit('connect');
    expect(reconnects).not.toHaveBeenCalled();
    socket.io.emit('reconnect', 3);
    expect(reconnects).toHaveBeenCalledOnce();
    off();
    socket.io.emit('reconnect', 1);
    expect(reconnects).toHaveBeenCalledOnce();
  });

  it('close disconnects once and drops status listeners; a second close answers the same promise', async () => {
    const { socket, connection, statuses } = connect();
    const closing = connection.close();
    expect(connection.close()).toBe(closing);
    await closing;
    expect(socket.disconnect).toHaveBeenCalledOnce();
    socket.emit('connect');
    expect(statuses).toEqual([]);
  });
});
