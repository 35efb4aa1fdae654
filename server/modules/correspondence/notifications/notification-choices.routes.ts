/**
 * The signed-in person's own notification choices over HTTP (notificationChoices,
 * notificationChoiceSave in the route table): no call takes a person id, each acts on the person
 * of the session. The rules are in notification-choices.ts.
 */
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../../http/serve-route';
import { requireAuth } from '../../identity/auth';
import { notificationChoicesOf, saveNotificationChoice } from './notification-choices';

const MSG = {
  saved: 'บันทึกการตั้งค่าการแจ้งเตือนแล้ว',
  noEvent: 'ไม่พบรายการแจ้งเตือนที่ระบุ',
} as const;

export function registerNotificationChoiceRoutes(app: FastifyInstance): void {
  const reply = async (personId: number, message?: string) => ({
    status: 'success' as const,
    ...(message ? { message } : {}),
    LINE_ENABLED: app.line !== null,
    items: await notificationChoicesOf(app.db, personId, app.line !== null),
  });

  serveRoute(app, 'notificationChoices', async (request) => reply(requireAuth(request).personId));

  serveRoute(app, 'notificationChoiceSave', async (request) => {
    const { personId } = requireAuth(request);
    const { EVENT_KEY, CHANNEL, ON } = request.body;
    await saveNotificationChoice(app.db, personId, { eventKey: EVENT_KEY, channel: CHANNEL, on: ON }, MSG.noEvent);
    return reply(personId, MSG.saved);
  });
}
