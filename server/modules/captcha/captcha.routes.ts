/** GET /api/captcha/challenge: the challenge URL of the altcha widget (raw challenge JSON, no envelope, as the widget expects). */
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../http/serve-route';

export function registerCaptchaRoutes(app: FastifyInstance): void {
  serveRoute(app, 'captchaChallenge', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await app.captcha.challenge()) as unknown as Record<string, unknown>;
  });
}
