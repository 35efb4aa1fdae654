/**
 * The socket.io client, loaded only when the notifications provider subscribes (3 s after a
 * signed-in page mounts): it never weighs on the login page, nor on the dashboard's first paint.
 */
export { connectRealtime } from '../../engine/realtime/realtime-client';
