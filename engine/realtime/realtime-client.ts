/**
 * The browser's socket.io connection for notifications.
 *
 * - Address: the tenant's realtime server (caps.realtime.url) or the portal's own origin,
 *   on caps.realtime.path (default /socket.io); HTTP long-polling first, then WebSocket
 *   (works through office proxies that block WebSocket).
 * - Reconnection: delay 1000 ms growing to at most 5000 ms, randomisation
 *   0.5, unlimited attempts, 20 s connect time-out. (The backoff helper's own
 *   defaults are min 100 / max 10000 / factor 2: socket.io-client's Manager builds that helper
 *   from reconnectionDelay/reconnectionDelayMax, so those are overridden here; factor 2 stays.)
 * - Auth: the bearer token, read at every (re)connect so a new sign-in is picked up.
 * - Status messages: 'Socket is Connected', 'Socket is reconnecting',
 *   'Socket Connect Error' (a failed attempt; retrying), 'Can not Connect Server' (no more
 *   retries: the server refused the token, or closed the connection itself).
 */
import { io as defaultIo, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { UNAUTHORIZED, type RealtimeEventMap } from './events';

export const SOCKET_STATUS = {
  connected: 'Socket is Connected',
  reconnecting: 'Socket is reconnecting',
  connectError: 'Socket Connect Error',
  cannotConnect: 'Can not Connect Server',
} as const;
export type SocketStatusMessage = (typeof SOCKET_STATUS)[keyof typeof SOCKET_STATUS];

export interface SocketStatus {
  message: SocketStatusMessage;
  /** 'unauthorized' when the server refused the token: the app checks the session (getInfo) then. */
  reason?: string;
}

export const DEFAULT_SOCKET_PATH = '/socket.io';

export const RECONNECT_OPTIONS = {
  reconnection: true,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  reconnectionAttempts: Infinity,
  timeout: 20_000,
} as const;

export interface RealtimeSettings {
  /** null: the portal's own origin. */
  url: string | null;
  path: string;
}

export type SocketFactory = (uri: string | undefined, options: Partial<ManagerOptions & SocketOptions>) => Socket;

export interface ConnectOptions {
  realtime: RealtimeSettings;
  getToken: () => string | null;
  /** Replaced in tests; socket.io-client's io() by default. */
  io?: SocketFactory;
}

/** The io() arguments for the tenant's settings: undefined uri = same origin. */
export function socketArguments(
  realtime: RealtimeSettings,
  getToken: () => string | null,
): { uri: string | undefined; options: Partial<ManagerOptions & SocketOptions> } {
  return {
    uri: realtime.url || undefined,
    options: {
      path: realtime.path || DEFAULT_SOCKET_PATH,
      transports: ['polling', 'websocket'],
      ...RECONNECT_OPTIONS,
      // A function: socket.io calls it on every (re)connect, so the current token is sent.
      auth: (send) => send({ token: getToken() ?? '' }),
    },
  };
}

type Listener<T> = (value: T) => void;

export interface RealtimeConnection {
  readonly socket: Socket;
  /** Connection status messages; returns the unsubscribe function. */
  onStatus(listener: Listener<SocketStatus>): () => void;
  /** A server event of the realtime contract; returns the unsubscribe function. */
  on<E extends keyof RealtimeEventMap>(event: E, listener: Listener<RealtimeEventMap[E]>): () => void;
  /**
   * Called each time the connection comes back after it was lost (a server restarted, another
   * instance took over, the network returned). Pushes sent meanwhile are not replayed, so the
   * listener reloads what the server has; returns the unsubscribe function.
   */
  onReconnect(listener: () => void): () => void;
  /**
   * Disconnects (once; later calls answer the same promise). Resolves when the connection has
   * closed on its side; a caller that must not wait long (the sign-out) caps the wait itself. On
   * long-polling the socket.io goodbye
   * is an HTTP request of its own: a sign-out that waits for it reaches the server after the
   * socket has left, so the server has nothing to close under a poll still in flight (which
   * it would then answer with HTTP 400, "session ID unknown").
   */
  close(): Promise<void>;
}

/**
 * socket.disconnect() queues the goodbye; the engine closes once its write buffer has drained,
 * that is once the server has answered the request that carried it.
 */
function disconnectAndWait(socket: Socket): Promise<void> {
  const engine = socket.io.engine as Socket['io']['engine'] | undefined;
  socket.disconnect();
  if (!engine || engine.readyState === 'closed') return Promise.resolve();
  return new Promise((resolve) => engine.once('close', () => resolve()));
}

/** Maps socket.io's life-cycle events to the socket status messages (SOCKET_STATUS). */
export function watchStatus(socket: Socket, emit: Listener<SocketStatus>): void {
  socket.on('connect', () => emit({ message: SOCKET_STATUS.connected }));
  socket.io.on('reconnect_attempt', () => emit({ message: SOCKET_STATUS.reconnecting }));
  socket.on('connect_error', (error: Error) => {
    // socket.active stays true while socket.io keeps retrying (network trouble); it is false
    // when the server's middleware refused the handshake, which no retry can fix.
    if (socket.active) emit({ message: SOCKET_STATUS.connectError });
    else emit({ message: SOCKET_STATUS.cannotConnect, reason: error.message === UNAUTHORIZED ? UNAUTHORIZED : error.message });
  });
  socket.io.on('reconnect_failed', () => emit({ message: SOCKET_STATUS.cannotConnect }));
  socket.on('disconnect', (reason) => {
    // The server closed the socket (session ended): socket.io will not reconnect by itself.
    if (reason === 'io server disconnect') emit({ message: SOCKET_STATUS.cannotConnect, reason });
  });
}

export function connectRealtime(options: ConnectOptions): RealtimeConnection {
  const { uri, options: socketOptions } = socketArguments(options.realtime, options.getToken);
  const socket = (options.io ?? (defaultIo as SocketFactory))(uri, socketOptions);
  const statusListeners = new Set<Listener<SocketStatus>>();
  watchStatus(socket, (status) => statusListeners.forEach((listener) => listener(status)));
  let closing: Promise<void> | null = null;
  return {
    socket,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    on(event, listener) {
      // socket.io-client types custom events loosely; the payload type is the contract's (events.ts).
      const handler = (payload: unknown) => listener(payload as RealtimeEventMap[typeof event]);
      socket.on(event as string, handler);
      return () => socket.off(event as string, handler);
    },
    onReconnect(listener) {
      // The manager's 'reconnect' fires after a successful automatic reconnection only, not on the first connect.
      const handler = () => listener();
      socket.io.on('reconnect', handler);
      return () => socket.io.off('reconnect', handler);
    },
    close() {
      statusListeners.clear();
      closing ??= disconnectAndWait(socket);
      return closing;
    },
  };
}
